"""``python -m solitaire --lang en|uk|ru``: the command line in the class's language (issue 35).

The command line says its own words (prompts, help, errors, argparse's too) from its catalog and
prints what the game says in the same language; ``--lang`` goes on every command, the environment
chooses without it, and an unknown language is one line and status 2.
"""
from __future__ import annotations

import io
import subprocess
import sys

import pytest

from solitaire import Maids
from solitaire.command_line.cli import main, parser
from solitaire.languages.i18n import in_language, language, set_language, translator

UKRAINIAN_OR_RUSSIAN = ["uk", "ru"]
PROMPT = {"en": 'Type "help" for the commands.', "uk": "Щоб побачити команди, введіть слово «довідка».",
          "ru": "Наберите «справка», чтобы увидеть список команд."}


def run(argv, stdin=""):
    out = io.StringIO()
    status = main(argv, stdin=io.StringIO(stdin), stdout=out)
    return status, out.getvalue()


@pytest.mark.parametrize("code", UKRAINIAN_OR_RUSSIAN)
def test_play_prompts_helps_and_hints_in_the_language_chosen(code):
    status, text = run(["--lang", code, "play", "maids", "9"], "help\nhint\nundo\nquit\n")
    assert status == 0 and PROMPT[code] in text
    helps = {"uk": ("Введіть хід", "перелік дозволених ходів", "скасувати останній хід"),
             "ru": ("Введите ход", "список разрешённых ходов", "взять назад последний ход")}[code]
    assert all(words in text for words in helps)
    assert {"uk": "Підказка: ", "ru": "Подсказка: "}[code] in text and "hint: " not in text
    assert "moves, hint, undo, help, quit" in text       # the English command words are read too


@pytest.mark.parametrize("words", [("довідка", "ходи", "підказка", "скасувати", "вийти"),
                                   ("справка", "ходы", "подсказка", "отменить", "выйти"),
                                   ("help", "moves", "hint", "undo", "quit")])
@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_play_reads_its_commands_in_any_of_the_three_languages(words, code):
    help_word, moves_word, hint_word, undo_word, quit_word = words
    _, text = run(["play", "maids", "9", "--lang", code],
                  f"{help_word}\n{moves_word}\n{hint_word}\ndeal\n{undo_word}\n{quit_word}\ndeal\n")
    said = {"en": ("list the legal moves", "hint: deal", "took back deal"),
            "uk": ("перелік дозволених ходів", "Підказка: роздати", "Хід «роздати» скасовано."),
            "ru": ("список разрешённых ходов", "Подсказка: сдать", "Ход «сдать» отменён.")}[code]   # issue 44: no "deal"
    assert all(line in text for line in said)
    assert text.count("stock 47" if code == "en" else " 47 ") == 1   # quit stopped before the last deal


@pytest.mark.parametrize("code", UKRAINIAN_OR_RUSSIAN)
def test_play_prints_the_board_and_the_refusal_the_game_says_in_that_language(code):
    game = Maids(deal=9)
    with in_language(code):
        board = str(game)
        try:
            game.play("l1 f1")
        except ValueError as problem:
            refusal = str(problem)
    status, text = run(["play", "maids", "9", "--lang", code], "l1 f1\nquit\n")
    assert status == 0 and text.startswith(board) and refusal in text and "maids.11" in refusal


@pytest.mark.parametrize("code", UKRAINIAN_OR_RUSSIAN)
def test_show_prints_the_board_and_the_picture_line_in_the_language_chosen(code, tmp_path):
    with in_language(code):
        board = str(Maids(deal=1))
    path = tmp_path / "board.png"
    status, text = run(["show", "maids", "1", "--png", str(path), "--lang", code])
    assert status == 0 and text.startswith(board) and path.read_bytes()[:4] == b"\x89PNG"
    assert {"uk": "малюнок записано в ", "ru": "картинка записана в "}[code] + str(path) in text


def test_solve_says_its_verdict_and_counts_with_the_plural_of_each_language():
    _, russian = run(["--lang=ru", "solve", "maids", "9"])
    assert russian.startswith("сходится (просмотрено ") and " позиц" in russian and " с)\n" in russian
    assert "решение (131 ход): сдать" in russian     # 131: the form of 1
    _, ukrainian = run(["solve", "maids", "9", "--lang", "uk"])
    assert ukrainian.startswith("виграш: ") and "(131 хід)" in ukrainian
    assert ": роздати " in ukrainian and " deal " not in ukrainian   # the line in the words a class types


def test_solve_names_spiders_places_as_the_board_labels_them():
    """A native reader found «T2→K3 … redeal» in the Ukrainian solve line, beside С/Б everywhere else."""
    _, ukrainian = run(["solve", "spider", "3", "--lang", "uk"])
    line = ukrainian.splitlines()[1]
    assert "С" in line and "Б" in line and not any(word in line.split() for word in ("deal", "redeal", "T2→K3"))
    seconds = ukrainian.splitlines()[0].rpartition(" за ")[2]
    assert seconds.endswith("\u00a0с") and "," in seconds and "." not in seconds   # «за 0,05 с»: a decimal comma


@pytest.mark.parametrize("code", ["xx", "fr", "", "UK-ua"])
def test_an_unknown_language_is_one_line_naming_it_and_the_languages_with_status_2(code, capsys):
    assert main(["--lang", code, "show", "maids", "1"], stdout=io.StringIO()) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and repr(code) in error
    assert all(name in error for name in ("en (English)", "uk (Українська)", "ru (Русский)"))


def test_an_unknown_language_from_the_shell_exits_2_with_one_line():
    done = subprocess.run([sys.executable, "-m", "solitaire", "play", "maids", "1", "--lang", "xx"],
                          capture_output=True, text=True, timeout=60, input="")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == ("python -m solitaire: error: unknown language 'xx'; the languages are "
                           "en (English), uk (Українська), ru (Русский)\n")


@pytest.mark.parametrize("environment, code", [("uk_UA.UTF-8", "uk"), ("ru_RU.UTF-8", "ru"), ("de_DE.UTF-8", "en")])
def test_without_lang_the_environment_chooses(environment, code, monkeypatch):
    monkeypatch.delenv("LANGUAGE", raising=False)
    monkeypatch.delenv("LC_ALL", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.setenv("LANG", environment)
    set_language(None)   # the package reads the environment once: as a new process would
    _, text = run(["play", "maids", "9"], "quit\n")
    assert PROMPT[code] in text
    _, text = run(["play", "maids", "9", "--lang", "en"], "quit\n")   # --lang wins over the environment
    assert PROMPT["en"] in text


def test_the_language_chosen_lasts_only_for_the_command():
    run(["--lang", "ru", "show", "maids", "1"])
    assert language() == "en"


def test_every_command_takes_lang():
    commands = parser().commands
    assert set(commands) == {"show", "play", "solve", "stats", "rules", "card", "key"}
    for name, command in commands.items():
        assert "--lang" in command._option_string_actions, name


@pytest.mark.parametrize("code, usage, words", [
    ("uk", "використання: python -m solitaire play", ("позиційні аргументи", "показати цю довідку й вийти",
                                                      "мова виведення", "зіграти роздачу")),
    ("ru", "использование: python -m solitaire play", ("позиционные аргументы", "показать эту справку и выйти",
                                                       "язык вывода", "сыграть расклад")),
])
def test_help_is_in_the_language_chosen_argparse_words_too(code, usage, words, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--lang", code, "play", "--help"])
    assert stop.value.code == 0
    assert capsys.readouterr().out.startswith(usage)
    with pytest.raises(SystemExit):
        main(["--lang", code, "play", "--help"])
    shown = unwrapped(capsys.readouterr().out)
    assert all(word in shown for word in words[:-1]), shown
    with pytest.raises(SystemExit):
        main(["--lang", code, "--help"])
    shown = unwrapped(capsys.readouterr().out)
    assert all(word in shown for word in words[-1:] + words[:1]), shown


def unwrapped(text: str) -> str:
    """Help text with its lines joined (argparse wraps at the terminal's width)."""
    return " ".join(text.split())


@pytest.mark.parametrize("code, error", [
    ("uk", "python -m solitaire show: помилка: потрібен аргумент: роздача"),   # one argument: singular
    ("ru", "python -m solitaire show: ошибка: нужно указать аргумент: расклад"),
    ("en", "python -m solitaire show: error: the following argument is required: deal"),
])
def test_a_bad_argument_is_refused_in_the_language_chosen(code, error, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["show", "maids", "--lang", code])
    assert stop.value.code == 2 and capsys.readouterr().err.splitlines()[-1] == error


def test_the_projects_own_refusals_are_translated(capsys):
    with pytest.raises(SystemExit):
        main(["solve", "spider", "1", "--follow-suit", "--lang", "ru"])
    assert capsys.readouterr().err.splitlines()[-1] == \
        "python -m solitaire solve: ошибка: параметр --follow-suit не относится к игре «Паук»"


def test_english_is_as_it_was():
    status, text = run(["play", "maids", "9", "--lang", "en"], "help\nundo\nquit\n")
    assert status == 0 and PROMPT["en"] in text and "  undo    take back the last move" in text
    _, text = run(["solve", "maids", "9"])
    assert text.startswith("won: ") and "winning line (131 moves): " in text


def test_an_abbreviated_lang_is_refused_not_guessed(capsys):
    """No option is read as the start of a longer one (``--deal`` was taken for ``--deal-when``)."""
    with pytest.raises(SystemExit) as stop:
        run(["play", "maids", "9", "--lan", "ru"], "quit\n")
    assert stop.value.code == 2 and "unrecognized arguments: --lan ru" in capsys.readouterr().err
    assert language() == "en"


def test_a_language_code_in_capitals_is_read():
    _, text = run(["play", "maids", "9", "--lang", "UK"], "quit\n")
    assert PROMPT["uk"] in text


def test_a_missing_folder_and_a_wrong_game_are_said_in_the_class_language(capsys):
    """A native reader met «No such file or directory» and «аргумент game» in Ukrainian refusals."""
    for argv in (["--lang", "uk", "rules", "maids", "--pdf", "/nonexistent/dir/x.pdf"], ["--lang", "uk", "card", "chess"]):
        try:
            status = main(argv, stdout=io.StringIO())
        except SystemExit as stopped:   # argparse's refusal of a wrong game
            status = stopped.code
        assert status != 0
    error = capsys.readouterr().err
    assert "такої теки чи файлу не існує" in error and "аргумент «гра»" in error and " game" not in error


@pytest.mark.parametrize("argv, title", [
    (["--lang", "uk", "card", "павук"], "Павук (Змій): пам’ятка для учня"),
    (["--lang", "ru", "card", "Паук"], "Паук (Змей): памятка для ученика"),
    (["--lang", "uk", "rules", "діви"], "Дванадцять сплячих дів"),
    (["--lang", "en", "show", "змій", "7"], "Spider"),
])
def test_a_game_may_be_named_as_a_ukrainian_or_russian_class_names_it(argv, title):
    """A native reader typed `card паук` and was refused: the games' names in the class's language are
    the English ones, in any case, on every command that names a game."""
    status, text = run(argv)
    assert status == 0 and text.startswith(title)
    status, text = run(["--lang", "ru", "show", "девы", "7"])
    assert status == 0 and "M12" in text and "С12" not in text      # a Maids board, not Spider's


def test_the_help_names_the_games_in_english_and_in_the_class_language(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "uk", "card", "--help"], stdout=io.StringIO())
    assert "spider (павук) або maids (діви)" in " ".join(capsys.readouterr().out.split())


def test_stats_help_says_who_plays_and_the_dask_address_in_the_class_language(capsys):
    with pytest.raises(SystemExit):
        main(["--lang", "uk", "stats", "--help"], stdout=io.StringIO())
    said = capsys.readouterr().out
    assert "хто грає: perfect — досконала гра" in said and "--dask АДРЕСА" in said and "ADDRESS" not in said


def test_a_deal_number_out_of_range_goes_on_in_lower_case_after_the_argument_name_in_russian(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--lang", "ru", "solve", "maids", "99999999999999999999999"], stdout=io.StringIO())
    assert done.value.code == 2
    assert "аргумент «расклад»: номер расклада «99999999999999999999999» вне диапазона" in capsys.readouterr().err


# --- issue 44, the native readers' code-level points ---

@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_a_refused_spider_b1_quotes_what_the_learner_typed(code):
    """The refusal quotes the learner's «B1 A1», never the labels it would be on the board («С8 Б1»)."""
    _, text = run(["--lang", code, "play", "spider", "10"], "B1 A1\nquit\n")
    refusal = text.splitlines()[-1]
    if code == "en":
        assert refusal.startswith("B1→A1 is not allowed: B1 is empty")
    else:
        assert "«B1 A1»" in refusal and "«B1»" in refusal and "С8 Б1" not in refusal, refusal


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_the_deal_argument_has_a_help_line(code, capsys):
    cli = translator("cli")
    with pytest.raises(SystemExit):
        main(["--lang", code, "show", "--help"], stdout=io.StringIO())
    with in_language(code):
        wanted = cli("the deal's number, such as 7: the same number always deals the same cards")
    assert " ".join(wanted.split()) in unwrapped(capsys.readouterr().out)


@pytest.mark.parametrize("bad", ["abc", "-3", "3-", "1-2-3"])
@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_one_bad_deal_is_refused_as_a_number_not_as_a_range(code, bad, capsys):
    # native readers ru 44 and uk 43: `show maids -3` was offered ranges, which `show` then refuses
    engine = translator("engine")
    with pytest.raises(SystemExit) as stop:
        main(["--lang", code, "show", "maids", bad], stdout=io.StringIO())
    with in_language(code):
        wanted = engine("bad deal number {text}: write a whole number such as 7").split("{text}")[0]
        ranged = engine("bad deal range {text}: write 7, 1-1000 or 3,10-12").split("{text}")[0]
    error = capsys.readouterr().err.splitlines()[-1]
    assert stop.value.code == 2 and wanted in error and ranged not in error, error


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_the_maids_play_help_offers_no_redeal(code):
    """Twelve Sleeping Maids has one round and no redeal (RULES.md): its help offers deal, never redeal;
    Spider's offers both."""
    cli = translator("cli")
    with in_language(code):
        redeal, spider_redeal = cli.pgettext("maids", "redeal"), cli.pgettext("spider", "redeal")
    _, maids = run(["--lang", code, "play", "maids", "1"], "help\nquit\n")
    _, spider = run(["--lang", code, "play", "spider", "1"], "help\nquit\n")
    maids_help = maids.split(PROMPT[code], 1)[1]
    assert redeal not in maids_help and "redeal" not in maids_help, maids_help
    assert spider_redeal in spider.split(PROMPT[code], 1)[1]


def test_the_stats_progress_bar_shows_no_rate_in_iterations():
    """tqdm's "3.2it/s" is an English unit no class reads: the bar shows deals done and the time."""
    pytest.importorskip("tqdm")
    from solitaire.solver.stats import _progress_bar
    bar = _progress_bar(10, "Павук")
    bar.update(3)
    said = str(bar)
    bar.close()
    assert "3/10" in said and "it/s" not in said and "/s" not in said


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_a_yes_no_flag_is_helped_as_a_flag_not_as_false_and_true(code, capsys):
    """A flag takes no value: its help says what giving it does and what leaving it out means."""
    with pytest.raises(SystemExit):
        main(["--lang", code, "show", "--help"], stdout=io.StringIO())
    shown = unwrapped(capsys.readouterr().out)
    follow_suit = shown.split("--follow-suit ", 2)[-1].split("--first-jack-from-stock")[0]
    assert "False" not in follow_suit and "True" not in follow_suit, follow_suit
    waste = shown.split("--waste-playable ", 2)[-1].split("--row-rule")[0]
    assert "False" not in waste and "True" not in waste, waste


@pytest.mark.parametrize("code", ["en", "uk", "ru"])
def test_missing_arguments_are_counted_one_or_more(code, capsys):
    """argparse says "arguments are required" for one argument too («потрібні аргументи: гра»)."""
    cli = translator("cli")
    with in_language(code):
        one, two = (cli.ngettext("the following argument is required: {names}",
                                 "the following arguments are required: {names}", count).split("{names}")[0]
                    for count in (1, 2))
    for argv, wanted in ((["show", "maids"], one), (["show"], two)):
        with pytest.raises(SystemExit):
            main(["--lang", code] + argv, stdout=io.StringIO())
        assert wanted in capsys.readouterr().err.splitlines()[-1]


@pytest.mark.parametrize("code, quote", [("en", "'foo'"), ("uk", "«foo»"), ("ru", "«foo»")])
def test_an_unknown_command_is_quoted_as_the_language_quotes_and_the_commands_plainly(code, quote, capsys):
    """argparse wrote the commands as Python reprs ('show', 'play'): straight quotes in a Cyrillic line."""
    with pytest.raises(SystemExit) as stop:
        main(["--lang", code, "foo"], stdout=io.StringIO())
    error = capsys.readouterr().err.splitlines()[-1]
    assert stop.value.code == 2 and quote in error and "show, play, solve, stats, rules, card, key" in error, error
    assert "'show'" not in error


@pytest.mark.parametrize("code, listed", [("en", "(choose from spider, maids)"),
                                          ("uk", "spider (павук), maids (діви)"),
                                          ("ru", "spider (паук), maids (девы)")])
def test_a_wrong_game_lists_the_games_with_the_names_the_class_may_type(code, listed, capsys):
    # native reader uk 43: «павук» is read, but the refusal listed only spider and maids
    with pytest.raises(SystemExit):
        main(["--lang", code, "play", "cards", "7"], stdout=io.StringIO())
    assert listed in capsys.readouterr().err


@pytest.mark.parametrize("code, heading", [("en", "legal moves: "), ("uk", "Дозволені ходи: "),
                                           ("ru", "Разрешённые ходы: ")])
def test_the_moves_command_says_what_it_lists(code, heading):
    status, text = run(["--lang", code, "play", "maids", "9"], "moves\nquit\n")
    assert status == 0 and heading in text


@pytest.mark.parametrize("code, line", [("en", 'Type "help" for the commands.'),
                                        ("uk", "Щоб побачити команди, введіть слово «довідка».")])
def test_a_word_that_is_no_move_points_to_the_commands(code, line):
    # native reader uk 44 typed «повторити» (a command, they thought) and was only told it is no move
    status, text = run(["--lang", code, "play", "maids", "7"], "повторити\nquit\n")
    assert status == 0 and text.count(line) == 2   # the prompt's line, and again after the refusal
