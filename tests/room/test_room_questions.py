"""Questions made in the kernel (``solitaire.room.question``) from a puzzle, a lesson exercise
(choice, move, decision) and a game: the verdict and reason of every answer in three languages,
and the room server takes them and judges phones by them without the engine."""
from __future__ import annotations

import pytest

from room_data import TOKEN, app, learners, room, teacher  # noqa: F401 (fixtures)
from solitaire.puzzle import puzzles
from solitaire.room import question


def exercise_ids(kind: str) -> list[str]:
    """The lesson exercises of ``kind``, in course order (the lessons' data change: no id is pinned)."""
    from solitaire.exercises.catalog import LESSONS, _lesson_data
    return [entry["id"] for lesson in LESSONS for entry in _lesson_data(lesson) if entry["kind"] == kind]


def first_exercise(kind: str) -> str:
    return exercise_ids(kind)[0]


def test_a_choice_exercise_has_a_verdict_for_every_letter_in_three_languages():
    from solitaire.exercises import exercise
    id = first_exercise("choice")
    made, asked = question(id), exercise(id)
    verdicts = made["key"]["verdicts"]
    letters = "abcdefgh"[:len(asked.choices)]
    assert sorted(verdicts) == list(letters) and [c["text"]["en"] for c in made["choices"]] == list(asked.choices)
    assert [verdicts[letter]["right"] for letter in letters] == [asked.submit(letter).correct for letter in letters]
    right = next(letter for letter in letters if verdicts[letter]["right"])
    assert all(set(v["reason"]) == {"en", "uk", "ru"} for v in verdicts.values())
    assert verdicts[right]["reason"]["en"].startswith("Right:") and not verdicts[right]["reason"]["uk"].startswith("Right")


def test_a_puzzle_explains_every_legal_and_illegal_move_from_the_picture_it_draws():
    puzzle = puzzles("maids")[0]
    made = question(puzzle)
    verdicts = made["key"]["verdicts"]
    assert {move for move, v in verdicts.items() if v["right"]} == set(puzzle.answers)
    assert made["picture"] and made["size"][0] > 300 and set(puzzle.answers[0].split("→")) <= set(made["places"])
    illegal = next(move for move in verdicts if move not in puzzle.answers and not verdicts[move]["right"])
    assert verdicts[illegal]["reason"]["en"] != verdicts[illegal]["reason"]["ru"]
    assert made["title"]["en"] != made["title"]["uk"]


def test_a_move_exercise_a_decision_of_the_play_lessons_and_a_game_are_move_questions():
    move = question(first_exercise("move"))
    assert move["kind"] == "move" and any(v["right"] for v in move["key"]["verdicts"].values())
    from solitaire import Maids
    decisions = []
    for id in exercise_ids("decision"):
        try:
            decisions.append(question(id))
            break
        except ValueError as refusal:   # a decision answered by a plan of several moves
            assert "not answered by one move" in str(refusal)
    assert decisions and decisions[0]["kind"] == "move"
    assert any(v["right"] for v in decisions[0]["key"]["verdicts"].values())
    game = Maids(deal=5)
    board_now = question(game)
    legal = {str(move) for move in game.legal_moves()}
    assert legal <= set(board_now["key"]["verdicts"]) and any(board_now["key"]["verdicts"][m]["right"] for m in legal)


@pytest.mark.parametrize("source", [42, "99.9", None])
def test_a_source_that_is_no_question_is_refused_by_name(source):
    with pytest.raises(ValueError, match="exercise|question"):
        question(source)


def test_the_server_judges_a_phone_by_the_kernels_key(teacher, learners, room):
    puzzle = puzzles("maids")[0]
    made = question(puzzle)
    question_id = teacher.post(f"/api/rooms/{room}/questions", json=made).json()["id"]
    phone = learners()
    phone.post(f"/api/rooms/{room}/join", json={"name": "Оля", "language": "uk"})
    right = puzzle.answers[0]
    typed = right.replace("→", " ").lower()
    assert phone.post(f"/api/rooms/{room}/answer", json={"question": question_id, "answer": typed}).json()[
        "answer"] == right
    teacher.post(f"/api/rooms/{room}/questions/{question_id}/reveal")
    verdict = phone.get(f"/api/rooms/{room}/state").json()["question"]["result"]["verdict"]
    assert verdict == made["key"]["verdicts"][right] and verdict["right"] is True
    assert teacher.get(f"/api/rooms/{room}/status", headers={"Authorization": f"Bearer {TOKEN}"}).json()[
        "tally"]["counts"][0]["answer"] == right


def test_a_puzzle_picture_on_the_phones_counts_the_moves_of_its_deal_before_it():
    """A puzzle after move 56 of its deal is drawn as the lesson's puzzle board draws it: "56 moves
    played", never "0 moves played" in the middle of a deal."""
    import base64
    from solitaire.draw.view import BoardView
    from solitaire.languages.i18n import in_language
    puzzle = next(p for p in puzzles("spider") if p.ply)
    with in_language("en"):
        counted, uncounted = (BoardView(puzzle.start(), moves_before=before).png() for before in (puzzle.ply, 0))
    assert counted != uncounted   # the count is on the picture
    assert base64.b64decode(question(puzzle)["picture"]) == counted
