"""The shape of the course's start: 00, its appendix, the classroom page and the teacher's guide.

(Issue 23: a lesson fits a class period, opens with the games in plain words and ends with
"What you learned"; the classroom page shows no code and puts the rules beside the board;
the guide plans a class per game with named puzzles and the basic card words.)
"""
import base64
import json
import re
import struct
from pathlib import Path

import pytest

from solitaire import Maids, puzzles, texts
from solitaire.draw import what_happened
from solitaire.exercises import attempt, exercise, game_of
from solitaire.exercises.catalog import _entry

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
COURSE = ["00_start_here", "01_maids_layout_and_deal", "02a_maids_princes_and_maids",
          "02b_maids_columns_stock_and_end", "03_maids_play_a_deal", "04_spider_layout_and_deal",
          "05_spider_rules_of_play", "06_spider_play_a_deal", "07_how_hard_is_it", "08_readings",
          "appendix_dealing_and_saves", "appendix_maids_details", "appendix_spider_details",
          "appendix_how_the_solver_works", "teachers_guide", "classroom"]


def cells(name):
    return json.loads((NOTEBOOKS / f"{name}.ipynb").read_text(encoding="utf-8"))["cells"]


def source(cell):
    return "".join(cell["source"])


def code_cells(name):
    return [cell for cell in cells(name) if cell["cell_type"] == "code"]


def linked_notebooks(name):
    return set(re.findall(r"\]\(([\w.-]+)\.ipynb\)", "\n".join(source(c) for c in cells(name))))


def png_width(data: str) -> int:
    return struct.unpack(">I", base64.b64decode(data)[16:20])[0]


def test_start_fits_a_short_period_with_short_code_cells():
    assert len(cells("00_start_here")) <= 16
    long = [source(c) for c in code_cells("00_start_here") if not 1 <= len(source(c).splitlines()) <= 5]
    assert not long, f"code cells of 1 to 5 lines: {long}"


def test_start_opens_with_its_question_and_a_prediction_within_a_screen():
    """Issue 42: the first thing the learner does comes within a screen. The round-2 reader of
    2026-12-05 found the opening cell a demonstration with nothing to predict: the learner now
    predicts what the game does with M1→F1 on deal 7 (00.1) before anything shows it, and the
    explanation quotes the game's own refusal, for a sleeping packet (maids.19), not the jack rule."""
    opening, imports, first = cells("00_start_here")[:3]
    assert source(opening).startswith("# Lesson 00 · ") and len(source(opening).splitlines()) <= 16
    assert "**The question of this lesson.**" in source(opening) and "*foundations*" in source(opening)
    assert imports["cell_type"] == "code" and source(first) == 'exercise("00.1")'
    entry = _entry("00.1")
    refusal = attempt(game_of(entry["position"]), "M1→F1")
    assert "maids.19" in refusal and "jack" not in refusal
    assert f"“{refusal}”" in entry["explain"] and "M1→F1" in entry["question"]
    assert not any("attempt(" in source(c) for c in code_cells("00_start_here")), "no cell shows the refusal"


def exercise_cells():
    return [c for c in cells("00_start_here") if "exercise" in c["metadata"].get("tags", [])]


def test_start_ends_with_both_halves_of_its_question_on_positions_it_has_not_shown():
    """Issue 42 (readers of 2026-12-05): the lesson's question is answered last, by the learner, on
    deals no cell above shows, each question with an explanation of the right answer. The fifth
    reader found both halves too easy: 00.3 asks two steps, which card can go up and then which
    packet is the first still asleep; 00.4 asks which of four moves the game plays, and 00.5 grades
    both halves at once on a deal of its own (the third reader of 2026-12-05 met 00.4's board again)."""
    every = cells("00_start_here")
    asked = exercise_cells()
    assert [source(c) for c in asked[-3:]] == ['exercise("00.3")', 'exercise("00.4")', 'exercise("00.5")']
    shown = "\n".join(source(c) for c in code_cells("00_start_here") if c not in asked)
    for id in ("00.3", "00.4", "00.5"):
        assert f"Maids(deal={_entry(id)['position']['deal']})" not in shown
        made = exercise(id)
        assert made.submit(made._answer_text.split(" or ")[0]).correct and made._explain
    deals = [_entry(id)["position"]["deal"] for id in ("00.2", "00.3", "00.4", "00.5")]
    assert len(set(deals)) == 4, "a fresh deal for each question"
    first = source(every[every.index(asked[-3]) - 1])
    assert first.startswith("**How the packets wake.**") and "besides" in first and "add up" in first
    assert "new to you" in first and "M3" not in first and "J♣" not in first and "M5" not in first
    assert "M6" not in first
    # the fourth reader: 00.2 said "five packets are awake" before the rules that woke them; now it is asked
    # where only the first jack's two have woken, right after the rule of playable cards
    game = game_of(_entry("00.2")["position"])
    assert game.state.opened == 2 and source(every[every.index(asked[1]) - 1]).startswith("Three things happened")
    second = source(every[every.index(asked[-2]) - 1])
    assert "**The other half of the question.**" in second and "L3" not in second and "9♥" not in second
    last = source(every[every.index(asked[-1]) - 1])
    assert "**The last question" in last and "L4" not in last and "8♦" not in last


def test_start_asks_which_packet_is_first_asleep_after_the_one_card_that_can_go_up():
    """00.3 takes two steps: find the one card that can go up, then say which packet is the first
    still asleep after it. The round-2 reader guessed the packet from the rule without finding the
    card; now the card is a jack on the packet woken last, so maids.15 and maids.20 wake two packets,
    and the learner who skips the card answers one packet too few. The third reader found "which is
    the last of the packets it wakes" told that more than one wakes: the question no longer says."""
    entry = _entry("00.3")
    game = game_of(entry["position"])
    (move,) = [m for m in game.legal_moves() if str(m) != "deal"]
    last_woken = f"M{game.state.opened}"
    assert str(move).startswith(last_woken + "→") and game.cards_at(game.state, last_woken)[-1].rank == 11
    game.play(move)
    woken = what_happened(game).woken
    # readers 00_8 and 00_9: M5 was taken with a bare "Right" though the game wakes two; the lesson states
    # the reading (the two rules add up) before the question, and M5 is told which rule it missed
    assert len(woken) == 2 and entry["answer"] == f"M{game.state.opened + 1}"
    assert "maids.20" in entry["why"][woken[0]] and "our reading" in entry["why"][woken[1]]
    assert "wakes" not in entry["question"] and "packets" not in entry["question"]


def _cited(game, move: str) -> str | None:
    """The sentence a refusal of ``move`` cites ("(maids.19: …)", "(our reading of maids.11: …)"); None if played."""
    said = attempt(game.copy(), move)
    if said.endswith(": played"):
        return None
    return re.search(r"\((?:our reading of )?(maids\.\d+): ", said).group(1)


def test_start_asks_which_of_four_moves_the_game_plays_then_which_sentences_refuse_the_rest():
    """00.4: one move is played, and each other choice says why not in a player's words,
    naming the sentence the game cites but quoting no refusal (the third reader: the quoted refusals said
    "foundation", a word the lesson does not use). 00.5, on a deal of its own, says which move is played
    (the fourth reader: 00.4 and 00.5 both asked it) and asks which sentences the refusals of the other
    three cite, with a mix 00.4 does not have; its answer counts what the engine cites there."""
    entry = _entry("00.4")
    game = game_of(entry["position"])
    cited = [_cited(game, choice) for choice in entry["choices"]]
    assert cited.count(None) == 1 and entry["choices"][cited.index(None)] == entry["answer"]
    for choice, sentence in zip(entry["choices"], cited):
        if choice != entry["answer"]:
            # the fourth reader: cell 10 promised the sentences, so each reason names the one the game cites
            why = entry["why"][choice]
            assert f"under {sentence}," in why and "“" not in why and "foundation" not in why, choice
    final = _entry("00.5")
    game = game_of(final["position"])
    typed = re.search(r"each alone on the board below: (.*?)\. ", final["question"]).group(1)
    typed = typed.replace(" and ", ", ").split(", ")
    cited = [_cited(game, move) for move in typed]
    assert len(typed) == 4 and cited.count(None) == 1
    assert sorted(filter(None, cited)) == ["maids.10", "maids.11", "maids.19"]
    assert final["answer"].startswith("maids.10 (") and final["answer"].endswith("one each")
    played = typed[cited.index(None)]
    assert f"The game plays {played} and refuses the other three" in final["question"], "00.4 asks which is played"


def test_start_asks_for_a_place_and_says_so_since_a_place_question_takes_no_move():
    """Reader of 2026-12-05 (fourth): a learner types `L3→F1` or `J♦` where a place is asked; a place
    question cannot read those, so each question says a place, not a move (its answer box then asks for
    a place, such as L1, so the question does not say it twice: round 8's reader)."""
    for id in ("00.2", "00.3"):
        entry = _entry(id)
        assert entry["kind"] == "place" and "not a move" in entry["question"]
        assert not exercise(id).submit(exercise(id)._answer_text.split(" or ")[0] + "→F1").correct


def test_start_states_the_building_rule_and_the_playable_cards_before_asking():
    """Readers of 2026-12-05: the whole building rule, and which cards are playable (quoted in
    Russian with its English), stand in the prose before the first question, and once."""
    every = cells("00_start_here")
    first_question = every.index(exercise_cells()[1])  # the first place question (00.1 is a prediction)
    before = "\n".join(source(c) for c in every[:first_question] if c["cell_type"] == "markdown")
    prose = "\n".join(source(c) for c in every[:-1] if c["cell_type"] == "markdown").lower()
    assert "only a jack" not in prose and "the only jack" not in prose
    assert "one rank below" in before and "whatever the suit" in before and "(maids.19)" in before
    assert "Игровыми являются все карты столбиков" in before and "it starts on a jack" in before


def test_start_quotes_the_waking_rules_it_uses_in_russian_and_english():
    """Reader of 2026-12-05 (fourth): the prose said how many packets were awake without the rules that
    wake them; each rule 00's questions need is quoted, the Russian with the English."""
    said = [" ".join(source(c).split()) for c in cells("00_start_here") if c["cell_type"] == "markdown"]
    for words, id in (("первого валета переворачиваются лицом вверх две закрытые пачки", "maids.14"),
                      ("а при переносе каждого следующего валета - по одной пачке", "maids.14, its second clause"),
                      ("при выходе валетов из колоды или из пачки", "maids.15"),
                      ("переворачивают лицом вверх следующую", "maids.20")):
        assert any(words in cell and id in cell for cell in said), words
    game = game_of(_entry("00.3")["position"])
    assert game.state.opened == 3, "two princes: M1 and M2 by maids.14, M3 by maids.15"


def test_start_asks_its_predictions_as_checked_questions_before_any_cell_shows_their_answers():
    """Reader of 2026-12-05 (third): each "Predict" was answered by the very next cell (`legal_moves()`
    printed `L3→F1`), on the same screen as its question in a presented lesson. The predictions are
    exercises answered in their boxes; no cell lists the legal moves, and the one demonstration,
    deal 45's first jack, is of a deal no question asks about."""
    asked = [source(c) for c in exercise_cells()]
    assert asked == [f'exercise("00.{n}")' for n in range(1, 6)]
    assert not any("legal_moves()" in source(c) for c in code_cells("00_start_here"))
    asked_deals = {_entry(f"00.{n}")["position"]["deal"] for n in range(1, 6)}
    (demonstration,) = [c for c in code_cells("00_start_here") if "before_after(" in source(c)]
    assert "Maids(deal=45)" in source(demonstration) and 45 not in asked_deals
    for n in range(1, 6):
        made = exercise(f"00.{n}")
        assert made.submit(made._answer_text.split(" or ")[0]).correct and made._explain


def test_start_shows_no_code_a_presented_class_cannot_run():
    """The third reader of 2026-12-05: the "More to try" code (`play(…)`, `legal_moves_line(…)`,
    `train("maids")`) read as developer notes on a projector; lesson 03 shows how a laptop plays a
    whole deal and starts the trainer, and 00 points there in words."""
    prose = "\n".join(source(c) for c in cells("00_start_here") if c["cell_type"] == "markdown")
    for code in ("play(", "train(", "legal_moves", "`deal`", "import"):
        assert code not in prose, code
    assert "the puzzle trainer, at a laptop (lesson 03" in prose


def test_start_says_that_a_woken_packet_turned_over_whole_is_our_reading():
    start = " ".join("\n".join(source(c) for c in cells("00_start_here") if c["cell_type"] == "markdown").split())
    assert "turned over whole, its first-dealt card now on top, is **our reading**" in start
    assert "every card is there twice" in start


def test_start_prints_neither_text_whole_and_links_the_lessons_that_do():
    start = "\n".join(source(c) for c in cells("00_start_here"))
    assert "source_text" not in start
    assert {"01_maids_layout_and_deal", "04_spider_layout_and_deal"} <= linked_notebooks("00_start_here")


def test_the_course_table_names_every_notebook_and_the_trainer():
    table = source(cells("00_start_here")[-1]).split("## The course")[1]
    every = {path.stem for path in NOTEBOOKS.glob("*.ipynb")} - {"00_start_here"}
    assert every <= set(re.findall(r"\]\(([\w.-]+)\.ipynb\)", table))
    assert "the puzzle trainer, at a laptop" in table
    last = source(cells("00_start_here")[-1])
    assert last.index("## What you learned") < last.index("## The course"), "the recap before the table"


def test_start_leaves_the_shuffle_internals_to_the_appendix():
    start = "\n".join(source(c) for c in cells("00_start_here"))
    appendix = "\n".join(source(c) for c in cells("appendix_dealing_and_saves"))
    for internal in ("SplitMix64", "getsource", "random.seed", "to_json"):
        assert internal not in start and internal in appendix
    assert "appendix_dealing_and_saves" in linked_notebooks("00_start_here")


@pytest.mark.parametrize("name", ["00_start_here", "appendix_dealing_and_saves"])
def test_ends_with_what_you_learned_and_a_link_on(name):
    last = source(cells(name)[-1])
    assert "## What you learned" in last
    points = re.findall(r"^- ", last.split("## What you learned")[1], flags=re.M)
    assert 3 <= len(points) <= 5
    assert ("01_maids_layout_and_deal.ipynb" if name == "00_start_here" else "00_start_here.ipynb") in last


@pytest.mark.parametrize("name", ["00_start_here", "appendix_dealing_and_saves", "teachers_guide"])
def test_links_name_the_course_files(name):
    assert linked_notebooks(name) <= set(COURSE)


def test_appendix_stays_within_its_size():
    assert len(cells("appendix_dealing_and_saves")) <= 60


def test_classroom_hides_every_input_in_jupyterlab_too():
    hidden = [c.get("metadata", {}).get("jupyter", {}).get("source_hidden") for c in code_cells("classroom")]
    assert hidden and all(hidden)


def test_classroom_puts_the_page_first_and_offers_puzzles():
    page = "\n".join(source(c) for c in code_cells("classroom"))
    first = source(code_cells("classroom")[0])
    assert "classroom(" in first and "or under it" in first
    assert "puzzles(" in page


def test_classroom_still_picture_is_big_enough_to_use():
    pictures = [o["data"]["image/png"] for c in code_cells("classroom") for o in c.get("outputs", [])
                if "image/png" in o.get("data", {})]
    assert pictures and png_width(pictures[-1]) >= 960


def test_guide_has_a_plan_per_game_and_names_puzzles_that_exist():
    guide = "\n".join(source(c) for c in cells("teachers_guide"))
    assert "## The Maids periods" in guide and "## The Spider periods" in guide
    assert "### Maids, period 1" in guide and "### Spider, period 1" in guide
    assert "--pdf" in guide and "classroom.ipynb" in guide
    named = set(re.findall(r"`((?:maids|spider)-\d\d)`", guide))
    existing = {p.id for game in ("maids", "spider") for p in puzzles(game)}
    assert named and named <= existing


@pytest.mark.parametrize("word, game", [("валет", "maids"), ("дам", "maids"), ("масти", "maids"),
                                        ("рубашкой вверх", "maids"), ("лицом вверх", "maids"),
                                        ("годн", "maids"), ("туз", "spider"), ("корол", "spider"),
                                        ("масті", "spider"), ("за годинниковою стрілкою", "spider"),
                                        ("вільн", "spider"), ("не тасуя", "spider")])
def test_guide_glossary_has_the_basic_card_words_of_the_texts(word, game):
    # the guide prints the package's glossaries (section 10) rather than keeping a copy of them
    guide = "\n".join(source(c) + "".join("".join(o.get("text", "")) + "".join(o.get("data", {}).get("text/markdown", ""))
                                          for o in c.get("outputs", [])) for c in cells("teachers_guide"))
    assert any(word in s.original.lower() for s in texts.sentences(game)), "the word is in the text"
    assert word in guide.lower()
