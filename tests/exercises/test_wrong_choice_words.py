"""A wrong choice's feedback reads as a sentence (issue 42's readers found "Not no: ..." and "Not <a long
choice>: ..." clumsy): "Not quite." and then the lesson's reason, its first word capitalized even after an
opening quote, never the answer repeated."""
from solitaire.exercises import ask


def test_a_wrong_choice_is_answered_not_quite_and_its_reason_as_a_sentence():
    question = ask("Can a deal the search left unknown be lost?", ["no", "yes"], answer="yes",
                   why={"no": "'unknown' only says the budget ran out."})
    assert question.submit("a").message == "Not quite. 'Unknown' only says the budget ran out."


def test_a_reason_that_opens_with_a_card_keeps_it_as_it_is():
    question = ask("Which card starts a family?", ["10♦", "J♦"], answer="J♦", why={"10♦": "10♦ comes after a jack."})
    assert question.submit("a").message == "Not quite. 10♦ comes after a jack."
