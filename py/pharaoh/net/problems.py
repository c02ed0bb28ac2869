"""What can go wrong in remote play besides a final check, as English templates.

A damaged invite or answer code (:mod:`pharaoh.net.sdp`), a message the host refuses
(:mod:`pharaoh.net.host`), a link that fails or closes (:mod:`pharaoh.net.room`,
:mod:`pharaoh.net.webrtc`, :mod:`pharaoh.net.windows`): each says why in words made here
by :func:`pharaoh.net.reasons.reason`.  The host's refusals and farewells travel to a
guest as English text, and the core must not depend on the page's texts, so the page reads
each back with :func:`pharaoh.net.reasons.parse` and shows it in its own language
(:mod:`pharaoh.web.netreasons`).  Placeholders as in :mod:`pharaoh.net.reasons`.
"""

from __future__ import annotations

CODES: dict[str, str] = {
    "sdp.not_text": "a session description is text",
    "sdp.no_ice": "the description has no ICE credentials (a=ice-ufrag / a=ice-pwd)",
    "sdp.no_fingerprint": "the description has no sha-256 fingerprint",
    "sdp.setup": "unknown DTLS setup role {role}",
    "sdp.algorithm": "only sha-256 fingerprints are supported, not {algorithm}",
    "sdp.not_hex": "the fingerprint is not hexadecimal",
    "sdp.fingerprint": "a sha-256 fingerprint has 32 bytes",
    "sdp.candidate_line": "malformed candidate line {line}",
    "sdp.address": "unusable candidate address {address}",
    "sdp.ice_text": "{what} must be {low}-{high} characters of A-Z a-z 0-9 + /",
    "sdp.short": "the code is too short: part of it is missing",
    "sdp.check": "the code is damaged or mistyped (its check does not match)",
    "sdp.version": "the code is of format version {theirs}; this page reads version {ours}",
    "sdp.first_byte": "the code's first byte is malformed",
    "sdp.candidate": "the code holds a malformed candidate",
    "sdp.host_name": "the code holds a malformed host name",
    "sdp.port": "the code holds a candidate without a port",
    "sdp.ends": "the code ends too early: part of it is missing",
    "sdp.letter": "the code holds {letter}, which is not one of its letters",
    "sdp.length": "the code has a letter too many or too few",
    "sdp.last_letter": "the code is damaged or mistyped (its last letter does not fit)",
    "sdp.code_text": "a code is text",
    "sdp.too_long": "the code is far too long ({n} characters)",
    "sdp.empty": "the code is empty",
}
"""Why an invite or answer code cannot be read."""

REFUSALS: dict[str, str] = {
    "refused.hello_first": "send 'hello' before {kind}",
    "refused.not_over": "a verdict is taken once the game is over",
    "refused.judged": "this seat's verdict is already in",
    "refused.joined": "this connection has already joined",
    "refused.spectator_claims": "a spectator claims no seat and sends no token",
    "refused.spectators_full": "the room admits {n} spectators",
    "refused.bad_token": "unknown resume token: ask the host for a new invite",
    "refused.token_seat": "this token belongs to seat {seat}, not seat {asked}",
    "refused.seats_taken": "every remote seat is taken; join as a spectator",
    "refused.no_seat": "there is no seat {seat} in this {players}-seat match",
    "refused.not_remote": "seat {seat} is played at the host ({kind})",
    "refused.seat_taken": "seat {seat} is taken; to rejoin it, send its resume token",
    "refused.for_spectator": "this invite is for a spectator",
    "refused.invite_seat": "this invite is for seat {invite}, not seat {seat}",
    "refused.spectator_plays": "spectators cannot play",
    "refused.not_your_seat": "you play seat {seat}, not seat {asked}",
    "refused.not_started": "the game has not started yet",
    "refused.over": "the game is over",
    "refused.stand_in": "a computer plays this seat for now; ask the host to hand it back",
    "refused.stale": "chosen on state {state}, but the match is at state {now}",
    "refused.undone": "chosen before a move was taken back: the screen has changed",
    "refused.undo": "no undo now ({code})",
    "refused.undo.chance": "no undo: dice were rolled or something was drawn",
    "refused.undo.reveal": "no undo: something hidden was revealed",
    "refused.undo.other_seat": "no undo: another player has acted since",
    "refused.undo.nothing": "you have no move of your own to take back now",
    "refused.undo.computer": "no undo: a computer chose that move while you were away",
    "refused.undo.over": "the game is over: nothing is taken back",
    "refused.not_your_turn": "seat {seat} is not to act now",
    "refused.unknown_action": "{text} is not an action of this game",
    "refused.unknown_action_why": "{text} is not an action of this game: {error}",
    "refused.illegal": "{text} is not one of your legal actions now",
    "refused.engine": "the game engine failed on {text}",
    "refused.commits_closed": "the commitments are closed: reveal your value",
    "refused.committed": "you already committed in this round",
    "refused.too_early": "reveal only after every commitment is in",
    "refused.bad_reveal": "this value does not match your commitment",
    "refused.not_seeding": "no seed is being drawn now",
    "refused.not_participant": "only remote players take part in the seed",
    "refused.wrong_round": "this is round {round} of the seed, not {asked}",
}
"""Why the host refused a guest's message (the guest's screen shows it)."""

LINKS: dict[str, str] = {
    "bye.released": "the host released this seat",
    "bye.taken_over": "this seat was taken over by a newer connection",
    "bye.host_left": "the host left the room",
    "bye.page_closed": "the page was closed",
    "bye.other_browser": "that invite was made for another browser: use the one made for this browser",
    "bye.flooded": "dropped: it sent more than {rate} messages a second or rejoined too often ({n} ignored)",
    "link.windows_flood": "it opened too many links",
    "link.closed": "the connection closed",
    "link.peer_said": "“{text}” (in the other side's own words)",
    "link.guest_left": "the guest left",
    "link.host_lost": "the connection to the host was lost",
    "link.no_route": "the connection failed (no route between the two browsers)",
    "link.lost": "the connection was lost",
    "link.other_closed": "the other side closed the connection",
    "link.no_offer": "the browser could not make an offer ({error})",
    "link.refused_invite": "the browser refused the invite ({error})",
    "link.refused_answer": "the browser refused the answer ({error})",
    "link.invite_closed": "this invite is closed: make a new one",
    "link.timeout": "no connection after {seconds} s",
    "link.no_window": "no window of this browser holds that room any more",
    "link.no_address": "no network address was found",
    "link.window_closed": "the other window was closed",
    "link.host_window_closed": "the host window closed the room",
    "invite.not_waiting": "this invite is not waiting for an answer",
    "invite.answer_unreadable": "the answer code cannot be read: {error}",
    "invite.is_invite": "this is an invite code, not an answer code: send it to the guest",
    "invite.renewed": "this invite was renewed: send the new code to the guest",
    "invite.unreadable": "the invite code cannot be read: {error}",
    "invite.is_answer": "this is an answer code: it goes to the host, not to a guest",
    "play.not_connected": "not connected to the host",
    "play.cannot_act": "a spectator (or a guest not yet seated) cannot act",
    "play.not_your_move": "{text} is not one of your moves now",
    "play.host_bots": "the host plays the computer seats",
    "who.guest": "a guest",
    "who.seat": "the guest of seat {seat}",
    "who.spectator": "a spectator",
    "who.window": "a window of this browser",
}
"""Why a link failed, closed or was dropped, who was dropped, why a code or an action was not taken."""

STORED: dict[str, str] = {
    "stored.room": "the stored room",
    "stored.moves": "the stored room's moves",
    "stored.guest": "the stored guest",
    "stored.not_json": "{what} is not valid JSON (cut off or damaged?): {error}",
    "stored.not_object": "{what} does not hold a JSON object",
    "stored.lacks": "{what} lacks the field {field}",
    "stored.unknown_field": "{what} has an unknown field {field}",
    "stored.field": "{what}: field {field}: {error}",
    "stored.room_size": "the stored room is not text of a sensible size",
    "stored.room_long": "the stored room has more moves than a room may keep",
    "stored.room_game": "the stored room does not describe a known game with its seats",
    "stored.room_tokens": "the stored room's tokens do not fit its remote seats",
    "stored.room_seed": "the stored room is playing but has no seed",
    "stored.room_idle": "the stored room has actions but no game in progress",
    "stored.room_split": "the stored room's moves are split oddly",
    "stored.room_missing": "moves {first}-{last} of the stored room are missing",
    "stored.room_part": "a part of the stored room's moves has {n} moves, not {chunk}",
    "stored.guest_screens": "the stored guest keeps more screens than a guest may",
    "stored.guest_sent": "the stored guest keeps more sent actions than a guest may",
    "stored.guest_screen": "a stored screen of the guest is damaged",
    "stored.sent_split": "the stored guest's sent actions are split oddly",
    "stored.sent_missing": "part {n} of the stored guest's sent actions is missing",
    "stored.sent_short": "part {n} of the stored guest's sent actions is cut short",
    "stored.screens_missing": "part {n} of the stored guest's screens is missing",
    "stored.screens_short": "part {n} of the stored guest's screens is cut short",
    "stored.screens_split": "the stored guest's screens are split oddly",
}
"""Why a room or a guest kept in the tab's storage cannot be resumed (the first five read back
:func:`pharaoh.saves.describe_validation`'s words about the stored room, its moves, the guest)."""

PLANS: dict[str, str] = {
    "plan.game": "unknown game {game}",
    "plan.players": "{game} is played by {low}-{high}, not {players}",
    "plan.seats": "{players} players but {seats} seats",
    "plan.no_bot": "seat {seat}: no computer player {bot} for {game} (known: {known})",
    "plan.bot_named": "seat {seat} is {kind}, yet names a computer player",
    "plan.max": "at most {n} seats",
    "plan.illegal": "action {n} of {total} (seat {seat}: {text}) is not legal: {error}",
}
"""Why a plan of seats cannot start a game (:func:`pharaoh.saves.check_seats`, ``Host()``)."""

MESSAGES: dict[str, str] = {
    "message.bad_json": "not valid JSON ({error})",
    "message.no_type": "the message has no 'type' field",
    "message.unknown_type": "unknown message type {type}",
    "message.not_object": "a message must be a JSON object",
    "message.version": "protocol version {got} is not {want}",
    "message.extra_field": "{kind} message: unexpected field {field}",
    "message.missing_field": "{kind} message: missing field {field}",
    "message.bad_field": "{kind} message, field {field}: {error}",
    "message.too_long": "message of {n} characters; the limit is {limit} bytes",
    "message.unicode": "the text is not valid Unicode",
    "message.not_text": "a message is text, not {kind}",
    "message.too_big": "message of more than {limit} bytes",
    "message.no_version": "the message has no protocol version 'v'",
    "message.guest_type": "a guest may not send {type} messages",
    "message.host_type": "the host may not send {type} messages",
}
"""Why a message from a peer is malformed (:mod:`pharaoh.net.messages`; the guest is told why)."""

PROBLEMS: dict[str, str] = {**CODES, **REFUSALS, **LINKS, **STORED, **PLANS, **MESSAGES}
"""Every template of this module."""
