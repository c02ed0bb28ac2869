"""The pass-and-play runner: privacy screens, people and computers, illegal-action feedback."""

from __future__ import annotations

from pharaoh.web.runner import SeatSetup, Session

PERSON = SeatSetup()
COMPUTER = SeatSetup("random")


def play_computers(session: Session) -> None:
    """Let the computer seats play (first legal action) until a person or the end is due."""
    for _ in range(500):
        step = session.step()
        if step.kind != "bot" or step.seat is None:
            return
        request = session.bot_request(step.seat)
        assert session.bot_act(step.seat, request["legal"][0], request["state_id"]).ok


def test_privacy_screen_before_the_first_of_several_people() -> None:
    session = Session("mummy_curse", [PERSON, PERSON, COMPUTER], seed=1)
    step = session.step()
    assert (step.kind, step.seat) == ("pass", 1)
    assert session.shown is None and session.legal() == []
    assert session.reveal() == 1
    assert session.step().kind == "human" and session.shown == 1


def test_privacy_screen_between_two_different_people() -> None:
    session = Session("mummy_curse", [PERSON, PERSON, COMPUTER], seed=2)
    session.step()
    session.reveal()
    # explorer 1 plays, then the computer explorer; the mummy's person must not see seat 1's screen
    for _ in range(200):
        step = session.step()
        if step.kind == "pass":
            break
        if step.kind == "human" and step.seat is not None:
            assert session.act(step.seat, session.legal()[0]).ok
        elif step.kind == "bot":
            play_computers(session)
    assert step.kind == "pass" and step.seat == 0
    assert session.shown is None, "seat 1's secrets left the screen when its turn ended"
    assert session.looker() == 1, "until the tap, the screen stays hidden (the app shows the veil)"
    session.reveal()
    assert session.shown == 0


def test_a_persons_secrets_leave_the_screen_when_computers_follow() -> None:
    # A curse game with a computer mummy: after each explorer's turn the mummy (or the other
    # explorer's person) is next; nothing of the explorer who just played may stay on screen.
    session = Session("mummy_curse", [COMPUTER, PERSON, PERSON], seed=12)
    handovers = 0
    for _ in range(400):
        step = session.step()
        if step.kind == "over":
            break
        if step.kind == "pass":
            assert step.seat != session.looker()
            session.reveal()
        elif step.kind == "human" and step.seat is not None:
            result = session.act(step.seat, session.legal()[-1])
            assert result.ok
            if session.match.to_act() and not set(session.match.to_act()) & set(session.humans):
                handovers += 1
                assert session.shown is None, "the board shows no one's secrets during the computer's turn"
                assert session.view() == session.match.view(None)
                spectator = session.match.log_for(None)
                assert result.events == spectator[len(spectator) - len(result.events) :], (
                    "the move shows as a spectator sees it"
                )
                assert session.legal() == []
        elif step.kind == "bot":
            assert session.shown is None
            play_computers(session)
    assert handovers >= 5


def test_the_same_person_needs_no_privacy_screen_after_computers() -> None:
    # One explorer played by a person between the computer mummy and a computer explorer,
    # and a second person: the first person's turns come back after computer turns.
    session = Session("mummy_curse", [COMPUTER, PERSON, COMPUTER, PERSON], seed=13)
    veils = []
    seen_again = 0
    after_computers = False
    for _ in range(600):
        step = session.step()
        if step.kind == "over":
            break
        if step.kind == "pass":
            veils.append((session.looker(), step.seat))
            session.reveal()
            after_computers = False
        elif step.kind == "human" and step.seat is not None:
            seen_again += after_computers
            after_computers = False
            session.act(step.seat, session.legal()[-1])
        elif step.kind == "bot":
            play_computers(session)
            after_computers = True
    assert veils and all(before != after for before, after in veils)
    assert seen_again


def test_no_privacy_screen_with_one_person() -> None:
    session = Session("mummy_curse", [COMPUTER, PERSON, COMPUTER], seed=3)
    assert session.shown == 1
    for _ in range(300):
        step = session.step()
        assert step.kind != "pass"
        if step.kind == "over":
            break
        if step.kind == "human" and step.seat is not None:
            assert session.act(step.seat, session.legal()[0]).ok
        elif step.kind == "bot":
            play_computers(session)


def test_no_privacy_screen_in_a_game_without_secrets(fake_game: str) -> None:
    session = Session(fake_game, [PERSON, PERSON], seed=0)
    assert not session.private
    seats = []
    for _ in range(10):
        step = session.step()
        if step.kind == "over":
            break
        assert step.kind == "human"
        seats.append(step.seat)
        assert session.act(step.seat or 0, "1").ok
    assert seats[:3] == [0, 1, 0], "people take the screen in turn, without a veil"


def test_computer_turns_keep_the_last_persons_view() -> None:
    session = Session("mummy_curse", [COMPUTER, PERSON, COMPUTER], seed=4)
    shown_during_computers = set()
    for _ in range(400):
        step = session.step()
        if step.kind == "over":
            break
        if step.kind == "bot" and step.seat is not None:
            shown_during_computers.add(session.shown)
            request = session.bot_request(step.seat)
            session.bot_act(step.seat, request["legal"][-1], request["state_id"])
        elif step.seat is not None:
            session.act(step.seat, session.legal()[-1])
    assert shown_during_computers == {1}


def test_all_computer_game_is_watched_as_a_spectator() -> None:
    session = Session("mummy_curse", [COMPUTER, COMPUTER, COMPUTER], seed=5)
    assert session.shown is None and session.humans == ()
    assert session.step().kind == "bot"
    view = session.view()
    assert all(p["cell"] is None for p in view["pawns"]), "a spectator sees no hidden position"


def test_bot_request_carries_only_the_seats_view_and_legal_actions() -> None:
    session = Session("mummy_curse", [COMPUTER, PERSON, COMPUTER], seed=6)
    session.act(1, "roll")
    request = session.bot_request(0)
    assert set(request) == {"game", "bot", "seed", "seat", "view", "legal", "state_id"}
    assert request["view"] == session.match.view(0)
    assert all(p["cell"] is None for p in request["view"]["pawns"]), "the mummy's request hides the explorers"


def test_illegal_action_is_reported_and_changes_nothing() -> None:
    session = Session("mummy_curse", [COMPUTER, PERSON, COMPUTER], seed=7)
    before = session.match.state
    for text in ("fly away", "move 9 z99", "", "step n", "\x00" * 100):
        result = session.act(1, text)
        assert not result.ok and result.error
        assert session.error == result.error
        assert session.match.state is before and session.match.state_id == 0
    assert session.act(1, "roll").ok
    assert session.error == ""


def test_a_person_cannot_play_another_seat() -> None:
    session = Session("mummy_curse", [PERSON, PERSON, COMPUTER], seed=8)
    session.step()
    session.reveal()
    assert not session.act(0, "roll").ok, "the mummy's person may not act while seat 1 is shown"
    assert not session.act(2, "roll").ok, "a computer seat takes no action from the screen"


def test_stale_action_is_refused() -> None:
    session = Session("mummy_curse", [COMPUTER, PERSON, COMPUTER], seed=9)
    assert session.act(1, "roll", state_id=0).ok
    assert not session.act(1, "reroll", state_id=0).ok


def test_a_bot_mistake_is_replaced_by_a_legal_move() -> None:
    session = Session("mummy_curse", [COMPUTER, PERSON, COMPUTER], seed=10)
    session.act(1, "roll")
    session.act(1, session.legal()[0])
    while session.step().kind == "human":
        session.act(1, session.legal()[-1])
    step = session.step()
    assert step.kind == "bot" and step.seat is not None
    result = session.bot_act(step.seat, "nonsense", session.match.state_id)
    assert result.ok and result.error, "the game goes on, and the slip is reported"


def test_log_is_filtered_for_the_shown_seat() -> None:
    session = Session("mummy_curse", [PERSON, COMPUTER, COMPUTER], seed=11)
    play_computers(session)
    kinds = {e.kind: e.data for e in session.log()}
    assert "move" in kinds
    assert "to" not in kinds["move"] and "from" not in kinds["move"], "the mummy hears only the face"
    assert "faces" not in kinds.get("roll", {})


def _to_a_persons_undo(session: Session) -> None:
    """Play (people: last legal action; computers: first) until the shown person may take back."""
    for _ in range(3000):
        step = session.step()
        assert step.kind != "over", "no undoable action in the whole game"
        if step.kind == "pass":
            session.reveal()
        elif step.kind == "bot":
            play_computers(session)
        elif step.kind == "human" and step.seat is not None:
            assert session.act(step.seat, session.legal()[-1], session.match.state_id).ok
            if session.undo_refusal() is None:
                return


def test_a_person_takes_back_their_own_action() -> None:
    session = Session("valley_kings", [PERSON, COMPUTER], seed=5)
    _to_a_persons_undo(session)
    seat, text = session.match.actions[-1]
    before = session.match.record()
    result = session.undo(session.match.state_id)
    assert result.ok
    assert session.match.record().actions == before.actions[:-1]
    assert text in session.legal() and session.shown == seat


def test_undo_of_a_computers_action_is_refused() -> None:
    session = Session("valley_kings", [PERSON, COMPUTER], seed=6)
    for _ in range(3000):
        step = session.step()
        if step.kind == "bot":
            play_computers(session)
            if any(s == 0 for s, _ in session.match.actions):
                break
        else:
            assert step.kind == "human"
            assert session.act(0, session.legal()[0]).ok
    assert session.match.actions[-1][0] == 1 and session.step().kind == "human"
    record = session.match.record()
    assert session.undo_refusal() == "other_seat"
    assert not session.undo().ok and session.error
    assert session.match.record() == record


def test_no_undo_across_the_privacy_screen() -> None:
    session = Session("valley_kings", [PERSON, PERSON], seed=7)
    session.step()
    session.reveal()
    first = session.shown
    for _ in range(100):
        step = session.step()
        if step.kind == "pass":
            break
        assert step.seat is not None
        assert session.act(step.seat, session.legal()[0]).ok
    assert step.kind == "pass" and session.match.actions[-1][0] == first
    record = session.match.record()
    assert session.undo_refusal() == "nothing"
    assert not session.undo().ok
    session.reveal()
    assert session.undo_refusal() is not None, "the next person may not take back the last one's action"
    assert not session.undo().ok
    assert session.match.record() == record


def test_a_stale_undo_from_the_screen_is_refused() -> None:
    session = Session("valley_kings", [PERSON, COMPUTER], seed=5)
    _to_a_persons_undo(session)
    record = session.match.record()
    assert not session.undo(session.match.state_id - 1).ok
    assert session.match.record() == record


def test_the_reason_is_told_only_while_it_matters() -> None:
    session = Session("mummy_curse", [COMPUTER, PERSON, COMPUTER], seed=13)
    assert session.step().kind == "human"
    assert session.undo_refusal() == "nothing" and session.undo_notice() is None, "nothing to tell yet"
    assert session.act(1, "roll").ok
    assert session.undo_refusal() == "chance" and session.undo_notice() == "chance"
    while session.step().kind == "human":
        assert session.act(1, session.legal()[0]).ok
    play_computers(session)
    if session.step().kind == "human":
        assert session.undo_refusal() == "other_seat"
        assert session.undo_notice() is None, "a new turn: nothing of the person's to take back"
