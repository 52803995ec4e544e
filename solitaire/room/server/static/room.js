// The learner's page: join a room by its code, follow it by Server-Sent Events, answer by POST.
// Every text from the server (a nickname, a question, a reason) is written with textContent,
// never as markup.
"use strict";
(function () {
  const WORDS = JSON.parse(document.getElementById("words").textContent);
  const $ = (id) => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  let lang = pickLanguage();
  let code = null, stream = null, last = null, shownQuestion = null, selected = null;

  function pickLanguage() {
    const asked = params.get("lang") || localStorage.getItem("room-language") || (navigator.language || "en").slice(0, 2);
    return WORDS[asked] ? asked : "en";
  }
  function word(name, values) {
    let text = WORDS[lang][name] || WORDS.en[name] || name;
    for (const [key, value] of Object.entries(values || {})) text = text.split("{" + key + "}").join(String(value));
    return text;
  }
  function said(texts) { return (texts && (texts[lang] || texts.en)) || ""; }

  function relabel() {
    document.documentElement.lang = lang;
    document.title = word("title");
    for (const element of document.querySelectorAll("[data-word]")) element.textContent = word(element.dataset.word);
    $("picture").alt = word("picture");
    $("language").value = lang;
    shownQuestion = null;
    if (last) render(last);
  }

  async function call(path, body) {
    const options = body === undefined ? {} : {method: "POST", headers: {"Content-Type": "application/json"},
                                              body: JSON.stringify(body)};
    options.credentials = "same-origin";
    const response = await fetch(path + (path.includes("?") ? "&" : "?") + "lang=" + lang, options);
    let data = {};
    try { data = await response.json(); } catch (error) { data = {}; }
    return {ok: response.ok, status: response.status, data: data};
  }
  function problem(text) { $("problem").textContent = text || ""; }

  async function join(event) {
    event.preventDefault();
    const typed = $("code").value.trim(), name = $("name").value.trim();
    if (!/^[0-9]{4}$/.test(typed)) { problem(word("bad_code")); $("code").focus(); return; }
    if (!name) { problem(word("bad_name")); $("name").focus(); return; }
    const answer = await call("/api/rooms/" + typed + "/join", {name: name, language: lang});
    if (!answer.ok) { problem(answer.data.error || String(answer.status)); return; }
    problem("");
    enter(typed);
  }

  function enter(room) {
    code = room;
    localStorage.setItem("room-code", room);
    $("join").hidden = true;
    $("room").hidden = false;
    follow();
  }
  function leave(text) {
    if (stream) stream.close();
    stream = null; code = null; last = null; shownQuestion = null;
    localStorage.removeItem("room-code");
    $("room").hidden = true;
    $("join").hidden = false;
    problem(text);
  }

  function follow() {
    if (stream) stream.close();
    stream = new EventSource("/api/rooms/" + code + "/events");
    stream.addEventListener("state", (event) => render(JSON.parse(event.data)));   // says the status line again
    stream.onerror = async () => {
      $("status").textContent = word("offline");
      if (stream.readyState !== EventSource.CLOSED) return;      // the browser tries again by itself
      const answer = await call("/api/rooms/" + code + "/state");
      if (answer.status === 403 || answer.status === 404) leave(answer.data.error);
      else setTimeout(() => { if (code) follow(); }, 3000);
    };
  }

  function render(state) {
    last = state;
    if (state.removed) { leave(word("removed")); return; }
    $("who").textContent = word("joined", {code: state.room, name: state.name});
    const question = state.question;
    $("question").hidden = !question;
    if (!question) { $("status").textContent = word("wait"); return; }
    if (shownQuestion !== question.id + question.state) showQuestion(question);
    const open = question.state === "open";
    for (const button of $("choices").querySelectorAll("button")) {
      button.setAttribute("aria-pressed", String(button.dataset.letter === question.yours));
      button.disabled = !open;
    }
    $("move-text").disabled = !open;
    $("move").querySelector("button").disabled = !open;
    const answered = question.yours ? shownAnswer(question, question.yours) : null;
    $("yours").textContent = !answered ? (open ? word("no_answer") : "")
                                       : word(open ? "your_answer" : "your_final_answer", {answer: answered});
    $("status").textContent = open ? "" : question.state === "closed"
      ? word(question.yours ? "closed" : "closed_unanswered") : "";
    showResult(question);
  }

  // A place or a move as the board names it in the phone's language (the question's names: T1 is С1,
  // deal is «сдать»); the key reads either spelling back.
  function named(question, answer) {
    const names = (question.names && question.names[lang]) || {};
    return answer.split("→").map((part) => names[part] || part).join("→");
  }
  function shownAnswer(question, answer) {
    const choice = (question.choices || []).find((c) => c.letter === answer);
    return choice ? shownLetter(choice) + ") " + said(choice.text) : named(question, answer);
  }

  // A choice's letter as the phone's language labels a list: а) б) в) in Ukrainian and Russian.
  function shownLetter(choice) { return (choice.shown && choice.shown[lang]) || choice.letter; }

  function showQuestion(question) {
    shownQuestion = question.id + question.state;
    $("question-title").textContent = said(question.title);
    const choices = $("choices");
    choices.replaceChildren();
    for (const choice of question.choices || []) {
      const button = document.createElement("button");
      button.type = "button";
      button.dataset.letter = choice.letter;
      const letter = document.createElement("span");
      letter.className = "letter";
      letter.setAttribute("aria-hidden", "true");
      letter.textContent = shownLetter(choice) + ")";
      button.append(letter, document.createTextNode(said(choice.text)));
      button.addEventListener("click", () => send(question.id, choice.letter));
      choices.append(button);
    }
    const board = question.kind === "move";
    $("board").hidden = !board;
    if (board) {
      if (question.picture && $("picture").getAttribute("src") !== question.picture) $("picture").src = question.picture;
      $("tap").textContent = word("tap_card");
      choose(null);
    }
  }

  async function send(questionId, answer) {
    const reply = await call("/api/rooms/" + code + "/answer", {question: questionId, answer: answer});
    if (!reply.ok) { problem(reply.data.error || String(reply.status)); return; }
    problem("");
    if (last && last.question && last.question.id === questionId) { last.question.yours = reply.data.answer; render(last); }
  }

  // --- tapping a card, then a place, on the board's picture -------------------------------
  function placeAt(event) {
    const image = $("picture"), box = image.getBoundingClientRect();
    const x = (event.clientX - box.left) * image.naturalWidth / box.width;
    const y = (event.clientY - box.top) * image.naturalHeight / box.height;
    let found = null, area = Infinity;
    for (const [name, rect] of Object.entries(last.question.places || {})) {
      const size = (rect[2] - rect[0]) * (rect[3] - rect[1]);
      if (x >= rect[0] && x <= rect[2] && y >= rect[1] && y <= rect[3] && size < area) { found = name; area = size; }
    }
    return found;
  }
  function choose(place) {
    selected = place;
    const mark = $("chosen");
    mark.hidden = !place;
    if (!place) { $("tap").textContent = word("tap_card"); return; }
    const image = $("picture"), rect = last.question.places[place], scale = image.clientWidth / image.naturalWidth;
    Object.assign(mark.style, {left: rect[0] * scale + "px", top: rect[1] * scale + "px",
                               width: (rect[2] - rect[0]) * scale + "px", height: (rect[3] - rect[1]) * scale + "px"});
    $("tap").textContent = word("tap_target", {place: named(last.question, place)});
  }
  function tapped(event) {
    if (!last || !last.question || last.question.state !== "open") return;
    const place = placeAt(event);
    if (!place || place === selected) { choose(null); return; }
    if (!selected) { choose(place); return; }
    const move = selected + "→" + place;
    choose(null);
    $("move-text").value = named(last.question, move);
    send(last.question.id, move);
  }

  function showResult(question) {
    const result = question.result;
    $("result").hidden = !result;
    if (!result) return;
    const verdict = result.verdict;
    $("verdict").className = verdict ? (verdict.right ? "right" : "wrong") : "";
    $("verdict").textContent = verdict ? word(verdict.right ? "right" : "wrong") : word("closed_unanswered");
    $("reason").textContent = verdict ? said(verdict.reason) : "";
    const most = Math.max(1, ...result.counts.map((row) => row.count));
    const list = $("counts");
    list.replaceChildren();
    for (const row of result.counts) {
      const item = document.createElement("li");
      if (row.right) item.className = "right";
      const what = document.createElement("span");
      what.className = "what";
      what.textContent = shownAnswer(question, row.answer) + (row.right ? " (" + word("right_answer") + ")" : "");
      const bar = document.createElement("span");
      bar.className = "bar";
      bar.style.width = Math.round(100 * row.count / most) + "px";
      bar.setAttribute("aria-hidden", "true");
      const count = document.createElement("span");
      count.textContent = String(row.count);
      item.append(what, bar, count);
      list.append(item);
    }
  }

  $("join").addEventListener("submit", join);
  $("move").addEventListener("submit", (event) => {
    event.preventDefault();
    const text = $("move-text").value.trim();
    if (text && last && last.question) send(last.question.id, text);
  });
  $("picture").addEventListener("click", tapped);
  $("language").addEventListener("change", async () => {
    lang = $("language").value;
    localStorage.setItem("room-language", lang);
    relabel();
    if (code && last) await call("/api/rooms/" + code + "/join", {name: last.name, language: lang});
  });
  relabel();
  if (params.get("code")) $("code").value = params.get("code").slice(0, 4);
  const kept = localStorage.getItem("room-code");
  if (kept) {
    call("/api/rooms/" + kept + "/state").then((answer) => { if (answer.ok) enter(kept); });
  }
})();
