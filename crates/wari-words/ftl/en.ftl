# The wari game's words in English: the catalog every other language
# follows, message for message and argument for argument.
# The words for each idea are those of docs/GLOSSARY.md.

## The language itself

# This language's name, in itself, as the home screen offers it.
language-name = English

## Words used everywhere

# A number of seeds.
seeds = { $count ->
    [one] { $count } seed
   *[other] { $count } seeds
}

# The name a seat gets when nobody typed one: a person's or, in a game of
# two computers, a computer's, by its side of the board.
name-south = South
name-north = North
# The computer's name against a person: a name the sentences use as
# they use a person's ("Computer takes 3"), so a language whose word
# for a computer needs an article gives it a name instead.
name-computer = Computer
# A computer playing one side of a demo, the other side another computer:
# "South (computer)".
name-computer-side = { $side } (computer)

## Every screen

# Shown in place of a screen the terminal is too small for.
too-small = This screen needs a terminal of at least { $need_width }x{ $need_height }; this one is { $width }x{ $height }. Please make the window bigger; q: leave.

## The board: turns, moves and what they did

# The first sentence of a move's narration. $mover: who moved; $seeds: how
# many seeds they sowed (the "seeds" message); $pit: the letter of the pit
# they sowed from.
board-sowed = { $mover } sowed { $seeds } from { $pit }.
# The last seed of a move fell on the mover's own row ($pit, a letter).
board-last-own-row = The last seed fell in { $mover }'s own { $pit }.
# The last seed fell in the other player's ($victim's) pit $pit and took nothing.
board-last-nothing = The last seed fell in { $victim }'s { $pit }: nothing captured.
# A capture. The last seed made $made seeds in $victim's pit $pit, and
# $mover takes them ($taken, a number of seeds). $more: the other pits the
# chain took, each a "board-took-more" after a comma, or nothing. $slam:
# "every" when the capture took every seed $victim had (allowed in this
# game), "forced" when that was allowed only as $mover had no other move,
# "none" otherwise.
board-last-took = The last seed made { $made } in { $victim }'s { $pit }: { $mover } takes { $taken }{ $more }{ $slam ->
        [every] , every seed { $victim } had
        [forced] , every seed { $victim } had: a grand slam, allowed as { $mover } had no other move
       *[none] { "" }
    }.
# One more pit a capture's chain took, after "Ama takes 3": $taken seeds from pit $pit.
board-took-more = and { $taken } more from { $pit }
# A grand slam (taking every seed $victim has) that took nothing. $rule:
# "forced" when the game allows a grand slam only as the last resort and
# then takes nothing, "never" when a grand slam never takes anything.
board-last-grand-slam-takes-nothing = The last seed made { $made } in { $victim }'s { $pit }, but taking would leave { $victim } no seeds: { $rule ->
        [forced] { $mover } had no other move, and a grand slam played so takes nothing
       *[never] a grand slam takes nothing in this game
    }.
# After a move that had to feed the other player, who had no seeds.
board-fed = { $victim } had no seeds, so { $mover } had to give them some.
# What perfect play makes of the position a move left, after the move's
# narration. $end: "draw" and "wins" when a majority ends the game (only
# the result is told), "level" and "score" otherwise; $name: the winner;
# $won and $lost: the winner's store and the other's at the end.
board-perfect-end = { $end ->
        [draw] Perfect play from here ends in a draw.
        [wins] With perfect play { $name } wins.
        [level] Perfect play from here ends { $won }-{ $lost }.
       *[score] Perfect play from here ends { $won }-{ $lost } to { $name }.
    }
# A move refused because the board has no pit $number; $pits: the pits that may be played.
board-illegal-no-pit = There is no pit { $number }: play { $pits }.
# A move refused because pit $pit is empty; $pits: the pits that may be played.
board-illegal-empty = { $pit } is empty: play { $pits }.
# A move refused because $name has no seeds and must be fed; $pits: the pits that reach them.
board-illegal-must-feed = { $name } has no seeds: you must play a pit that reaches them: { $pits }
# A move refused as a grand slam: it would take every seed $name has.
board-illegal-grand-slam = Not { $pit }: that would take all of { $name }'s seeds. Play { $pits }.
board-illegal-game-over = The game is over: { "n" } starts a new one.
# The same refusals without the pits to play instead (a lesson says them
# and a pointer of its own).
board-refused-no-pit = There is no pit { $number }
board-refused-empty = { $pit } is empty
board-refused-must-feed = { $name } has no seeds: you must play a pit that reaches them
board-refused-grand-slam = Not { $pit }: that would take all of { $name }'s seeds
board-refused-game-over = The game is over: { "n" } starts a new one
# Nothing to list, where pits to play are listed.
board-no-pit = nothing
# The last two of a list of choices: "A, B or D" ($rest: "A, B"; $last: "D").
board-or = { $rest } or { $last }
# The last two of a list: "C, D and E" ($rest: "C, D"; $last: "E").
board-and = { $rest } and { $last }
# The end screen's headline. $south and $north: the two stores.
board-result-unfinished = Nobody wins: the game was left unfinished at { $south } to { $north }.
# The headline of a game left unfinished in a class tournament, where the
# stores decide it; $counted is board-unfinished's words.
board-result-counted = { $counted }.
board-result-won = { $name } wins, { $won } to { $lost }!
# $seeds: each store (the "seeds" message).
board-result-draw = A draw: { $seeds } each.
board-result-level = You both won! The stores are level: { $south } and { $north }.
# $apart: how far apart the stores ended (the "seeds" message).
board-result-apart = You ended { $apart } apart ({ $south } and { $north }). Try again to finish level!
# A game's result in a few words, in a list of games. $score: the two stores as "26-22".
board-short-won = { $name } won { $won }-{ $lost }
board-short-draw = a draw, { $score }
board-short-level = both won, { $score }
# $apart: how many seeds apart the stores ended.
board-short-apart = { $score }, { $apart } apart
# A game left unfinished, in every list, file and end screen. $score is
# South's store, a dash, North's. $rule: "stores" in a class tournament,
# where the fuller store ($name's) takes the point; "level" there when the
# stores are level; "none" elsewhere, where nobody wins.
board-unfinished = { $rule ->
    [stores] left unfinished at { $score }: { $name } takes the point by the stores
    [level] left unfinished at { $score }: a draw by the stores
   *[none] left unfinished at { $score }: nobody wins
}
# What ending the game now would give, each row's seeds going to its
# owner. $verdict: "south" or "north" (that player would win), "draw",
# "both" (both would win, playing together), "apart" (playing together,
# the stores would end $apart apart, the "seeds" message).
board-end-preview = { $south_name } { $south }, { $north_name } { $north }: { $verdict ->
        [south] { $south_name } would win
        [north] { $north_name } would win
        [draw] a draw
        [both] both would win
       *[apart] { $apart } apart
    }
# Why the game ended, on the end screen.
board-reason-unfinished = The seeds left on the board go to nobody.
board-reason-unfinished-stores = In a tournament, a game left unfinished goes to the fuller store.
board-reason-majority = { $name }'s store holds more than half of the seeds.
board-reason-split = Both stores hold exactly half of the seeds.
board-reason-repetition = The board came round to the same seeds again, so each side's seeds went to its owner's store.
board-reason-empty-row = { $name } had no seeds left to play, so each side's seeds went to its owner's store.
# $empty: the player whose row was empty; $stuck: the player who could not reach it.
board-reason-cannot-feed = { $empty }'s row was empty and none of { $stuck }'s pits could reach it, so each side's seeds went to its owner's store.
# $ended_early: how the players stopped, a sentence without its full stop
# ("You agreed to stop").
board-reason-agreement = { $ended_early }, so each side's seeds went to its owner's store.
# What the game announces to everyone who watches it.
board-news-time-up = Time is up: a random move was played for { $name }.
# A computer now plays at another strength; $level is its name in the
# program: "easy", "medium" or "hard".
board-news-level = { $name } now plays at { $level ->
        [easy] easy
        [medium] medium
       *[hard] hard
    }.
board-news-seed-step = Each seed now takes { $ms } ms to fall.
board-news-computer-agrees = { $name } agrees to end the game here.
# Two computers ended a game by agreement; $preview: what ending gave
# (the "board-end-preview" message).
board-news-partners-agree = { $offerer } offers to stop here ({ $preview }), and { $partner } agrees.
# Why the board would not do what a key asked.
board-refused-not-your-pit = That pit is not yours, { $name }: play one on your own row.
board-refused-nothing-to-take-back = There is no move to take back.
board-refused-too-early-to-stop = Win-Win is won by playing: each of you moves once before you may stop.
board-refused-pasted = Pasted text plays nothing here: play one key at a time.
board-refused-nothing-to-play-again = There is no move to play again.
board-refused-no-hints = No hints in { -board-hurry }: there is no time to think!
board-refused-no-speed = This board shows each move at once: there is no speed to change.
board-refused-demo-plays = The computer plays both sides: { "Space" } pauses it, { "." } steps, { "1" } { "2" } levels, { "+" } { "-" } speed.
board-refused-demo-cannot-stop = The computer plays both sides: { "q" } stops the demo.
# $name: the computer's name.
board-refused-thinking = { $name } is thinking: wait for its move.
board-refused-offer-on-your-turn = Propose the end on your own turn, when { $name } has moved.
# The computer ($name) will not stop: it would end with $mine seeds, the other player with $theirs.
board-refused-computer-behind = { $name } says no: ending here would leave { $name } behind, { $mine } to { $theirs }. Play on!
# The computer ($name) will not stop, playing together: the stores would end $apart apart (the "seeds" message).
board-refused-computer-apart = { $name } says no: the stores would end { $apart } apart. Play on together!
# A key that works only during play, pressed after the end. $reviews:
# "yes" where v reviews the game.
board-refused-after-the-end = { $reviews ->
        [yes] The game is over: { "n" } plays again, { "u" } takes back, { "v" } reviews, { "q" } quits.
       *[no] The game is over: { "n" } plays again, { "u" } takes back, { "q" } quits.
    }
# A save failed. $why: the system's reason, in English. $leaving: "yes" when
# the players had asked to leave once it was saved.
board-refused-save-failed = { $leaving ->
        [yes] Could not save, so the game stays: { $why }
       *[no] Could not save: { $why }
    }
# What a player's key did.
board-done-saved = Saved to { $file }; { "wari --load" } { $file } continues it.
# One move taken back: whose ($name) and from which pit ($pit).
board-done-took-back-move = { $name }'s { $pit }
# $moves: the moves taken back ("board-done-took-back-move", joined by "board-and").
board-done-took-back = Took back { $moves }.
board-done-reopened = Stopping is taken back: the game goes on.
# $facing: which side the board now shows at the bottom.
board-done-turned = The board turned: { $facing }.
board-done-plays-on = { $name } says no to stopping: play on.
# A hint. $advice: what it advises, one or more sentences.
board-hint = Hint: { $advice }
# A hint at a table where others read the same board: $name is the player it is for.
board-hint-for = Hint for { $name }: { $advice }
# The rule of thumb's move, first words of a hint ($pit, a letter).
board-thumb-takes-nothing = no move takes seeds now; { $pit } is as good as any.
# $seeds: what the move takes (the "seeds" message).
board-thumb-takes = { $pit } takes { $seeds } now.
board-thumb-level = { $pit } leaves you level if you stop.
# $seeds: how far apart the move leaves the stores (the "seeds" message).
board-thumb-apart = { $pit } leaves you { $seeds } apart if you stop.
# The search's deeper look agrees with the rule of thumb.
board-hint-agrees = Looking ahead, { $pit } is a good move.
# Win-Win, after the search's look: where along its line stopping first
# leaves the stores level, after $moves moves (both players' counted).
board-hint-level-after = { $moves ->
        [one] Stopping after this move leaves you level.
       *[other] Played this way, stopping after { $moves } moves leaves you level.
    }
# No stop along the search's $moves moves leaves the stores level.
board-hint-level-not-within = { $moves ->
        [one] Stopping after this move does not leave you level yet: play on together.
       *[other] Looking { $moves } moves ahead, no stop leaves you level yet: play on together.
    }
# What perfect play makes of the seeds left, told to the player to move:
# they can win $won of the $left seeds on the board. $end: "draw", "win"
# or "lose" when a majority ends the game (only the result is told), else
# "score": the game ends with $yours in their store and $theirs in the other's.
board-hint-perfect = { $won ->
        [0] You cannot win any of the { $left } seeds left
       *[other] You can still win { $won } of the { $left } seeds left
    }: { $end ->
        [draw] perfect play from here ends in a draw
        [win] with perfect play you win
        [lose] with perfect play you lose
       *[score] perfect play from here ends { $yours }-{ $theirs }
    }.
# The search's move ($better, a pit's letter) beats the rule of thumb's ($worse).
board-better-best = no move takes seeds now; looking ahead, { $better } is best.
board-better = { $better } is better.
# Playing together: after $worse the game ends $seeds apart (the "seeds" message).
board-better-ends-apart = { $better } is better. After { $worse }, the game ends { $seeds } apart.
# Playing together: after $worse a capture pulls the stores $gap seeds
# apart. $by: "you" (the player the hint is for takes) or "them" ($them
# takes); $taken: the seeds taken; $pits: the pits they came from.
board-better-pulls-apart = { $better } is better. After { $worse }, { $by ->
        [you] you take { $taken } from { $them }'s { $pits }
       *[them] { $them } takes { $taken } from your { $pits }
    }: { $gap } apart.
board-better-closer = { $better } is better than { $worse }: it keeps the stores closer.
# What goes wrong with the rule of thumb's move $worse, which takes $now
# seeds at once ($seeds, the "seeds" message). $them: the other player.
# Then the game ends with $them ahead, $theirs to $yours.
board-fault-ends-behind = { $worse } { $now ->
        [0] takes nothing
       *[other] takes { $seeds }
    } now, but then the game ends with { $them } ahead, { $theirs } to { $yours }.
board-fault-ends-drawn = { $worse } { $now ->
        [0] takes nothing
       *[other] takes { $seeds }
    } now, but then the game ends in a draw.
# $them takes $taken seeds from the pits $pits: in their reply when $soon
# is "yes", later otherwise.
board-fault-they-take = { $worse } { $now ->
        [0] takes nothing
       *[other] takes { $seeds }
    } now, but { $soon ->
        [yes] then
       *[no] later
    } { $them } takes { $taken } from your { $pits }.
# After the better move $better, the player takes $taken seeds from $them's
# pits $pits: on their next turn when $soon is "yes", later otherwise.
board-fault-you-take = { $worse } { $now ->
        [0] takes nothing
       *[other] takes { $seeds }
    } now, but with { $better } you take { $taken } from { $them }'s { $pits } { $soon ->
        [yes] on your next turn
       *[no] later
    }.
board-fault-does-better = { $worse } { $now ->
        [0] takes nothing
       *[other] takes { $seeds }
    } now, but { $better } does better over the next moves.

## The board: panels, footer, help and the end of a game

# The names of the three ways to play (RULES.md 5), as the board's
# header, its help and its end screen name them.
-board-sorry = Sorry Wari
-board-win-win = Win-Win Wari
-board-hurry = Hurry Wari

# A way to play, by its name in records: sorry, win-win, hurry or
# hurry-together (Hurry Wari played with Win-Win's goal).
board-mode-title = { $mode ->
    [sorry] { -board-sorry }
    [win-win] { -board-win-win }
    [hurry] { -board-hurry }
   *[hurry-together] { -board-hurry } (together)
}

# The game's name at the left of the board's header.
board-header-game = WARI
# In the header, where a majority ends the game: the seeds a store must
# hold to win ($goal is compete), or at which the game ends when the two
# players play together ($goal is cooperate).
board-header-target = { $goal ->
    [compete] { $seeds } wins
   *[cooperate] ends at { $seeds }
}

# The line under the board once the game has ended.
board-turn-over = Game over.
# The line under the board: whose turn it is.
board-turn-name = { $name }'s turn
# After whose turn it is: the row the player to move sows from, on the
# screen ($row is bottom or top).
board-turn-row = ({ $row ->
    [bottom] bottom row
   *[top] top row
})
# The same, with how to play: $arrows are the arrow keys, $last the
# highest digit key that picks a pit.
board-turn-row-keys = ({ $row ->
    [bottom] bottom row
   *[top] top row
}): { $arrows } then { "Enter" }, or 1-{ $last }, or click a pit
# The same without the mouse, for a narrow screen.
board-turn-row-keys-short = ({ $row ->
    [bottom] bottom row
   *[top] top row
}): { $arrows } then { "Enter" }, or 1-{ $last }
# While a move's seeds fall: who sows, from which pit (a letter); an
# ellipsis follows.
board-sowing = { $name } sows from { $pit }
# After a computer player's name on the turn line, in brackets.
board-computer = computer
# After "Kofi (computer)" while it searches; an ellipsis follows.
board-thinking = is thinking
# After "Kofi (computer)" while the computer's game is paused.
board-paused = is paused: { "Space" } goes on
# Before the first move, under the board.
board-new-game = A new game: { $name } plays first. Press { "?" } for the rules.
# After a hint while the computer still looks for a better move; an
# ellipsis follows.
board-looking-ahead = Looking ahead
# The title of the list of moves beside the board on a wide screen.
board-moves-title = Moves

# The footer: a word or two after each key.
board-footer-help = help
board-footer-hint = hint
board-footer-undo = undo
board-footer-redo = redo
board-footer-stop = stop here
board-footer-review = review
board-footer-save = save
board-footer-new = new
board-footer-quit = quit
board-footer-turn = turn
board-footer-step = step
board-footer-speed = speed
# Space, while the computer plays both sides.
board-footer-pause = pause
board-footer-go-on = go on
# Keys no list shows, named for completeness.
board-key-slower = slower
board-key-yes = yes
# The key that answers yes to a question, in the reader's language (o for
# oui, j for ja); y answers yes in every language as well. One letter, in
# quotes so that no pseudo-language changes it.
key-yes = { "y" }
# The names of keys as the keys rows show them, each in quotes so that no
# pseudo-language changes it: French says Entrée, Échap, Espace, ⌫.
key-enter = { "Enter" }
key-esc = { "Esc" }
key-space = { "Space" }
key-backspace = { "Backspace" }
key-tab = { "Tab" }
key-home = { "Home" }
key-end = { "End" }
key-page-down = { "PgDn" }
key-page-up = { "PgUp" }

# The help's list of keys: what each key does.
board-help-key-help = this help
board-help-key-hint = hint
board-help-key-undo = undo
board-help-key-redo = redo
board-help-key-stop = offer to stop here
board-help-key-review = review the game: where it was won and lost
board-help-key-save = save
board-help-key-new = new game
board-help-key-quit = quit
board-help-key-turn = turn the board round
board-help-key-step = one move while paused
board-help-key-speed = faster and slower
board-help-key-cursor = move over your pits
board-help-key-sow = sow that pit
board-help-key-digits = sow that pit at once
board-help-key-click-name = mouse click
board-help-key-click = sow the pit clicked
board-help-keys = Keys:

# The meters under the board: Hurry Wari's countdown, then the seconds
# left as $whole.$tenth.
board-meter-time = Time
board-meter-seconds = { $whole }.{ $tenth } s
# Win-Win Wari's balance: how far apart the two stores would end if the
# players stopped now, in seeds.
board-balance = Balance
# What follows a name before the balance's words: a colon, as the
# language writes it after a word.
board-balance-colon = :
board-balance-apart = { $apart ->
    [0] level if you stop
   *[other] { $apart } apart if you stop
}
# The same in fewer words, where the whole does not fit.
board-balance-apart-short = { $apart ->
    [0] level
   *[other] { $apart } apart
}

# The help's title: the variant's name (from the rules file); the way to
# play follows.
board-help-title = Help: { $variant }
board-help-bottom = { "Up" }, { "Down" }: scroll   any other key: back to the game
# The help's first paragraph: the way to play and its goal.
board-help-goal-sorry = { -board-sorry }: finish with more seeds in your store than the other player. { "h" } suggests the move that takes the most seeds now, then looks further ahead and says when another move is better, and why.
board-help-goal-win-win = { -board-win-win }: play together so that both stores end level: then you both win. { "h" } suggests the move that brings the stores closest now, then looks further ahead and says when another move is better, and why. The balance line shows how far apart you would end if you stopped now, each row's seeds going to its owner.
# $goal is compete or cooperate.
board-help-goal-hurry = { -board-hurry }: each turn has { $seconds ->
    [one] { $seconds } second
   *[other] { $seconds } seconds
}, shown as a bar; when time runs out, a random move is played for you. No hints. Goal: { $goal ->
    [compete] finish with more seeds in your store than the other player.
   *[cooperate] play together so that both stores end level: then you both win.
}
# Where to learn the game, on the board a player opened from the home
# screen.
board-learn-help = New to Wari? Learn to play on the home screen (or { "wari learn" }) teaches it step by step, and Puzzles (or { "wari puzzles" }) trains the eye for the best move.
# How the computer plays at each level: easy, medium or hard.
board-level-description = { $level ->
    [easy] looks a move or two ahead and makes a child's mistakes
    [medium] makes no mistakes but looks only five plies ahead
   *[hard] plays at full strength in the time it is given
}
# When the computer plays both sides; $south_level and $north_level are
# home-level's words.
board-help-demo = The computer plays both sides, { $south } ({ $south_level }) and { $north } ({ $north_level }), and says what each move did.
board-demo-help = { "Space" } pauses it and goes on; { "n" } starts again; { "q" } stops.
# When the computer plays one side; $goal is compete or cooperate.
board-help-opponent = { $name } is the computer ({ $level }: { $description }). It plays { $goal ->
    [compete] to win
   *[cooperate] as your partner, for level stores
}; on its turn it thinks, then sows.
board-undo-help = { "u" } takes back its reply together with your move.
# The rules in force, one paragraph each (RULES.md 1 to 3).
board-help-rules-of = The rules of { $variant }:
board-help-rule-board = The board has two rows of { $pits } pits, each with { $seeds ->
    [one] { $seeds } seed
   *[other] { $seeds } seeds
} at the start. Each player sows from their own row of pits and keeps a store at their right hand.
# $lap is the number of seeds that reach all the way round.
board-help-rule-sowing = On your turn, pick one of your pits with seeds. Its seeds are sown one by one into the next pits, counter-clockwise: rightwards along the bottom row, leftwards along the top. A pit with { $lap } or more seeds goes all the way round and skips the pit it came from.
# $few and $many are the counts a capture takes (2 and 3).
board-help-rule-capture = If your last seed lands in the other player's pit and makes { $few } or { $many } there, you take those seeds, and the pit before it too if it holds { $few } or { $many }, and so on back along their row.
board-help-rule-feed = If the other player has no seeds, you must play a pit that gives them some.
board-help-grand-slam-capture = A move may take every seed the other player has.
board-help-grand-slam-no-capture = A move that would take every seed the other player has is played, but takes nothing.
board-help-grand-slam-only-move = You may not take every seed the other player has, unless no other move is possible.
board-help-grand-slam-forbidden = You may not take every seed the other player has; if no other move is possible, you play it but take nothing.
# $half is half the seeds in play.
board-help-rule-majority = The game ends as soon as a store holds more than { $half ->
    [one] { $half } seed
   *[other] { $half } seeds
}; { $half } each is a draw.
board-help-rule-end = The game ends when the player to move cannot move, or when the same board comes round again; then the seeds on each row go to its owner's store. You may also agree to stop there ({ "e" }): the board first shows what each of you would have.

# The questions over the board, and the keys that answer them.
board-question-title = Question
board-question-quit = Leave this game? It is not over: { "s" } saves it, then leaves.
board-question-new-game = Start a new game? This one is not over.
# $preview says what each player would end with.
board-question-offer-end = Stop now? Each of you would take the seeds on your own row: { $preview }.
# $other is asked; $proposer offered.
board-question-agree = { $other }, { $proposer } offers to stop here, each of you taking the seeds on your own row: { $preview }. Do you agree?
board-answers-quit = { "y" }: leave   { "s" }: save and leave   any other key: stay
board-answers-offer = { "y" }: offer it to { $other }   any other key: no
board-answers-agree = { "y" }: agree   any other key: play on
board-answers-new-game = { "y" }: yes   any other key: no

# The end screen's title; the way to play follows.
board-end-title = Game over
board-end-keys = { "n" }: play again   { "u" }: take back   { "v" }: review   { "q" }: quit
# Why a game ended by agreement; ", so each side's seeds went..." follows.
board-ended-agreed = You agreed to stop
board-ended-early = The game was ended early

# Where the board is too small to draw; $quit is what q does.
board-too-small = The board needs a terminal of at least { $need_width }x{ $need_height }; this one is { $width }x{ $height }. Please make the window bigger; { "q" }: { $quit }.
board-too-small-answers = { "y" }: leave, { "s" }: save and leave, other keys: stay.

# How the board faces, after the key that turns it.
board-facing = { $facing ->
    [south] South's row at the bottom
    [north] North's row at the bottom
   *[mover] the player to move at the bottom
}

# The end of a row of keys too narrow for them all, and the list of
# every key it opens.
keys-more = { "?" } keys
keys-title = Keys
keys-back = any key goes back

# Under a list too long for the screen: the rows out of sight, and how
# many there are. $noun is table, player, student or game.
columns-above = { $count } more above
columns-below = { $count } more below
columns-scroll = { "↑↓" } scroll ({ $noun ->
    [table] { $count ->
        [one] { $count } table
       *[other] { $count } tables
    }
    [player] { $count ->
        [one] { $count } player
       *[other] { $count } players
    }
    [student] { $count ->
        [one] { $count } student
       *[other] { $count } students
    }
   *[game] { $count ->
        [one] { $count } game
       *[other] { $count } games
    }
})


## The home screen

# The first row of the home screen.
home-title = Wari · the sowing game
# The labels of the home screen's lines, each before its value: "players ‹ two people ›".
home-players = players
home-computer = computer
home-mode = mode
home-variant = variant
home-seeds = seeds a pit
home-your-name = your name
home-south-name = South's name
home-north-name = North's name
# The line that chooses the language of every screen; its value is each language's own name for itself.
home-language = language
# The language line when no language is chosen: the screens follow the
# system's locale (or --lang). $language is the language's own name.
home-language-system = { $language } (from the system)
# Why the saved game cannot be continued or reviewed from the home
# screen. $file is the save's file name; $line the damaged line's number.
home-save-damaged = The saved game { $file } cannot be resumed: its line { $line } is damaged.
home-save-not-a-save = { $file } is not a saved wari game: there is nothing to resume.
home-save-unreadable = The saved game { $file } cannot be resumed: it cannot be read.
# Who plays. $who is people, computer-north (the computer plays second),
# computer-south (the computer plays first) or watch (the computer plays itself).
home-who = { $who ->
    [people] two people
    [computer-north] you first, then the computer
    [computer-south] the computer first, then you
   *[watch] watch the computer play itself
}
# The computer's level. $level is easy, medium or hard.
home-level = { $level ->
    [easy] easy
    [medium] medium
   *[hard] hard
}
# Under the lines while the level is chosen; the level's name is the one on its line.
home-level-about = { $level ->
    [easy] The computer at easy looks a move or two ahead and makes a child's mistakes.
    [medium] The computer at medium makes no mistakes but looks only five plies ahead.
   *[hard] The computer at hard plays at full strength in the time it is given.
}
# Under the lines while the way to play is chosen.
home-mode-about = { $mode ->
    [sorry] Each player tries to capture more seeds than the other.
    [win-win] Play together: both win when the stores end level.
    [hurry] A countdown each turn: move before it runs out.
   *[hurry-together] A countdown each turn, and both play for level stores.
}
# The shipped variants' names, on the variant line, the lessons' title and
# the board. A variant of the player's own rules file shows its own name.
home-variant-kids-and-caboodles = kids-and-caboodles
home-variant-warri-society = warri-society
home-variant-traditional = traditional
home-variant-dutch = dutch
# The shipped variants' descriptions, under the lines while the variant is chosen.
home-variant-kids-and-caboodles-about = Kids and Caboodles: no starving (you may not take all of the other player's seeds unless nothing else is possible); play until nobody can move
# $seeds: the seeds that win (25).
home-variant-warri-society-about = Warri Society: no wipe-out (a capture that would take all of the other player's seeds takes nothing); { $seeds } seeds win
# $seeds: the seeds that win (25); $half: half the seeds (24).
home-variant-traditional-about = Traditional (Ghana, Nigeria): no starving; { $seeds } seeds win and { $half }-{ $half } is a draw
home-variant-dutch-about = Dutch leaflet: a move that takes all of the other player's seeds is not allowed; play until nobody can move
# The lines that do something with Enter.
home-play = Play
home-continue = Continue the last saved game
home-review = Review the last saved game
home-learn = Learn to play
home-puzzles = Puzzles
home-quit = Quit
# Under the lines while a name is typed. $name: the name the player gets
# with none typed (South or North).
home-name-about = Type a name, or leave it empty to be called { $name }.
home-continue-about = The game saved last with { "s" }, from where it was left.
home-review-about = Each move of the saved game judged by the computer: where it was won and lost, and the better move.
home-learn-about = Lessons for someone who has never played: the rules step by step, with moves to try, in the variant chosen above.
home-puzzles-about = Find the move that wins more seeds than any other, from real games.
# Why Enter did not start the game, on the row above the keys.
home-no-variant = The rules file offers no variant.
home-too-many-seeds = Too many seeds a pit.
# $name: the name both players have.
home-same-name = Both players are called { $name }: give one another name.

# Told on the home screen when Learn to play is chosen and the rules file
# has no variant to teach.
home-no-variant-to-learn = The rules file offers no variant to learn.
# The remembered choices could not be read; $path is the file, $error the
# system's reason.
home-cannot-read = Cannot read { $path }: { $error }; using the usual choices.
# The remembered choices were damaged and moved to $aside.
home-set-aside = { $path } was damaged: set aside as { $aside }; using the usual choices.
home-damaged = { $path } is damaged; using the usual choices.
# The keys, on the last row after each key's name: "↑↓ choose a line · ←→ change it".
home-key-choose = choose a line
home-key-change = change it
home-key-play = play
home-key-quit = quit
home-key-rub-out = rub out
home-key-name-done = done

## Lessons

# The lessons' frame title. $game: the variant the lessons follow.
lesson-screen-title = Learn Wari: { $game }
lesson-pick = Pick a lesson:
# After a lesson's title on the list. $why: one of the lesson-skip messages.
lesson-skipped = (skipped: { $why })
# Why a lesson is skipped in the game chosen. $seeds: 25.
lesson-skip-majority = { $seeds } seeds do not end this game
lesson-skip-grand-slam = a grand slam captures as usual in this game
# $lesson_pits: the pits a side of the lesson's boards (6); $pits: those of the game chosen.
lesson-skip-board = its boards have { $lesson_pits } pits a side, and this game has { $pits }
# Under the list: $finished lessons of the $lessons this game offers.
lesson-finished-count = { $finished } of { $lessons } lessons finished.
# $why: the system's words, in English.
lesson-not-saved = Your progress could not be saved: { $why }
lesson-page = Page { $page } of { $pages }
# Over an exercise. $title: the lesson's title.
lesson-exercise = { $title }: exercise { $exercise } of { $exercises }
# Over what the move did, when it did what the exercise asked.
lesson-well-done = Well done!
# The second hint, before what the move does. $pit: the pit's letter.
lesson-answer = Play { $pit }.
# The board in lines. $name: Kofi above, Ama below; the learner is Ama.
lesson-board-other-row = { $name }'s row   ← the seeds go this way
lesson-board-own-row = { $name }'s row (yours)   the seeds go this way →
# $seeds: a number of seeds, alone.
lesson-board-other-store = { $name }'s store: { $seeds }
lesson-board-own-store = { $name }'s store: { $seeds }
# The keys, on the last row after each key's name: "↑↓ choose · Enter open".
lesson-key-choose = choose
lesson-key-open = open
lesson-key-leave = leave
lesson-key-next = next
lesson-key-back = back
lesson-key-lessons = lessons
# After "A-F": the pits' letters, or their numbers 1-6.
lesson-key-pit = or { "1-6" } play a pit
lesson-key-hint = hint
lesson-key-words = words
lesson-key-try-again = try again
lesson-key-go-on = go on

# The lessons themselves, read by a child of about nine who has never played.
# $learner is the child's name on the board (Ama, at the bottom) and $other
# the other player's (Kofi, a boy, at the top). Pits are A to F on Ama's row
# and a to f on Kofi's: a $pit and the like is such a letter.

lesson-sowing-title = Sowing: where the seeds go
lesson-sowing-page-1 = Wari is a game for two. The board has two rows of six pits. You are { $learner }: your row is the bottom one. { $other }'s row is the top one. Each of you has a store for the seeds you win.
lesson-sowing-page-2 = On your turn, pick one of your pits that has seeds. Take all of its seeds out. Then drop them one at a time into the pits that come next: one seed in each pit.
lesson-sowing-page-3 = The seeds always go the same way round: along your row to the right, up to { $other }'s row and along it to the left, then down to your row again.
# $first, $last: the first and last pits of the learner's row (A, F); $other_first, $other_last: Kofi's (a, f).
lesson-sowing-page-4 = Your pits are called { $first } to { $last }, from your left. { $other }'s are { $other_first } to { $other_last }, from his left: he sits across from you, so his { $other_first } is at the top right, just above your { $last }.
# $seeds: the seeds in each pit, which is also how many pits they reach.
lesson-sowing-pointer-1 = A pit with { $seeds } seeds reaches { $seeds } pits further on. Count { $seeds } steps back from { $other }'s { $pit }.
lesson-sowing-pointer-2 = { $other }'s { $pit } is the third pit of his row. Count { $steps } steps back from it.

lesson-going-round-title = Big pits go all the way round
lesson-going-round-page-1 = A pit with { $seeds } seeds or more has enough to go all the way round the board and come back.
lesson-going-round-page-2 = When the seeds come back to the pit they were taken from, they skip it: that pit stays empty, and the seed goes into the next pit instead.
lesson-going-round-pointer = Only a big pit reaches that far. Count its seeds all the way round, and skip the pit they came from.

# $low, $high: the seeds a pit must end with to be captured (2, 3).
lesson-capture-title = Capturing { $low } or { $high } seeds
lesson-capture-page-1 = Look where your last seed falls. If it falls in one of { $other }'s pits, and that pit now has exactly { $low } or { $high } seeds, you capture them: they go into your store.
# $too_few: 1; $too_many: 4.
lesson-capture-page-2 = If the last seed falls in your own row, or { $other }'s pit ends up with { $too_few } seed, or { $too_many } or more, nothing is captured.
lesson-capture-page-3 = At the end of the game, the fuller store wins.
# Shown under the board before the move and after a wrong one, so told
# of the start. $has: the seeds in Kofi's pit then; $makes: with one more.
lesson-capture-pointer = At the start, { $other }'s { $pit } had { $has ->
    [one] { $has } seed
   *[other] { $has } seeds
}: one more makes { $makes }. Try the pit whose last seed lands in { $other }'s { $pit }.

lesson-chain-title = A chain of captures
lesson-chain-page-1 = After a capture, look at the pit just before it: the one your seeds passed through before the last one. If it is { $other }'s too, and has { $low } or { $high } seeds, you capture those as well.
lesson-chain-page-2 = Keep going back, pit by pit, as long as each one is { $other }'s and has { $low } or { $high } seeds. That is a chain, and it can win a lot of seeds at once.
# $first and $second have $seeds (1) each, $last has $last_seeds (2).
lesson-chain-pointer = At the start, { $other }'s { $first } and { $second } had { $seeds } seed and { $last } had { $last_seeds }. Find a move that drops a seed in each of them and ends in { $last }.

lesson-chain-stops-title = What stops a chain
lesson-chain-stops-page-1 = A chain stops at the first pit that does not have { $low } or { $high } seeds: a pit with none, with { $too_few }, or with { $too_many } or more.
lesson-chain-stops-page-2 = A chain also stops when it gets back to your own row: you never capture from your own pits.
# $seeds: what Kofi's pit would have (4).
lesson-chain-stops-pointer = A chain through { $other }'s { $pit } stops there: it would have { $seeds }. Find a move that ends before { $pit }.

lesson-feeding-title = Feeding { $other }
lesson-feeding-page-1 = If { $other } has no seeds at all on his row when it is your turn, you must give him some. Only a pit whose seeds reach his row may be played.
# The learner's pits from the nearest to Kofi ($nearest, F) to the farthest
# ($farthest, A), each with the seeds it needs to reach him.
lesson-feeding-page-2 = Your { $nearest } needs just { $nearest_seeds } seed to reach { $other }. A pit further to your left needs more: { $second } needs { $second_seeds }, { $third } needs { $third_seeds }, and { $farthest } needs { $farthest_seeds }.
# $seeds: 1.
lesson-feeding-pointer = A pit with { $seeds } seed only reaches the next pit. Which of your pits is next to { $other }'s row?

lesson-grand-slam-title = Taking every seed: the grand slam
lesson-grand-slam-page-1 = Sometimes one move could capture every seed on { $other }'s row. That is called a grand slam.
# The second page says what the game chosen does with a grand slam.
lesson-grand-slam-forbidden-unless-only-move = In this game you may not do it: { $other } would have nothing left to play with. The board will not let you, unless every move you have is a grand slam. Then you must play one, and it captures as usual.
lesson-grand-slam-forbidden = In this game you may not do it: { $other } would have nothing left to play with. Only when every move you have is a grand slam must you play one, and then it captures nothing.
lesson-grand-slam-no-capture = In this game you may play it, but it captures nothing: the seeds stay on { $other }'s row, so he still has something to play with.
lesson-grand-slam-capture = In this game a grand slam captures as usual.
lesson-grand-slam-pointer = { $pit } would reach every seed { $other } has: a grand slam. Look for a smaller capture.

# $seeds: the seeds that win (25); $total: all the seeds (48).
lesson-majority-title = { $seeds } seeds win
lesson-majority-page-1 = In this game, the moment your store holds more than half of the { $total } seeds, that is { $seeds } or more, you have won, right away.
# $seeds: half the seeds (24).
lesson-majority-page-2 = If both stores end with { $seeds } seeds, it is a draw.
# $store: the seeds in the learner's store (23); $more: 2.
lesson-majority-pointer = Your store has { $store }. Capture { $more } more and you have { $seeds }.

lesson-ending-title = How the game ends
# The first page says whether 25 seeds end the game chosen.
lesson-ending-majority = In this game, the moment one store holds more than half of all the seeds ({ $seeds } of the { $total }), the game is over. If the seeds run out before that, it ends in one of the ways on the next pages.
lesson-ending-no-majority = In this game, having lots of seeds does not end it: you play on until one of the things on the next pages happens.
lesson-ending-page-2 = If it is your turn and you cannot move, the game is over: you have no seeds, or the other player has none and no move of yours can give them some. Then each player puts the seeds left on their own row into their own store.
lesson-ending-page-3 = If the seeds go round and round and the board comes back to just how it was before, the game is going in circles. It ends the same way: each player keeps the seeds on their own row.
lesson-ending-page-4 = Then count the stores: the fuller one wins.
lesson-ending-pointer = Look for the pit that still has seeds, and where its last seed falls.

# The ways to play, by the names the board gives them.
lesson-modes-title = Three ways to play
lesson-modes-page-1 = { -board-sorry }: you play against each other. Try to end with more seeds in your store than the other player. A hint shows the move that captures the most.
lesson-modes-page-2 = { -board-win-win }: you play together! The aim is for both stores to end with the same number of seeds. Then you have both won.
lesson-modes-page-3 = { -board-hurry }: no time to think! Each turn has a short countdown, and when it runs out a move is made for you. You can hurry in { -board-sorry } or in { -board-win-win }.

# What an exercise asks.
lesson-task-last-seed = Make your last seed land in { $other }'s { $pit }.
lesson-task-capture = Capture { $seeds } seeds in one move.
lesson-task-chain = Capture from { $pits } of { $other }'s pits in one move.
lesson-task-feed = { $other } has no seeds. Give him some.
lesson-task-grand-slam = Capture some seeds, but leave { $other } some too.
lesson-task-win = Win the game in one move.
lesson-task-last-pit = You have one pit left. Play it to win, and see how the game ends.

## Puzzles

# The puzzle screen's frame title. $variant is the variant's name as the
# rules file writes it: "warri-society".
puzzle-title = Wari puzzles: { $variant }
# The puzzle screen's first line. $number and $count: the puzzle's place
# in its set. $grade: one of the puzzle-grade- words. $theme: one of the
# puzzle-theme- words. $rating: the puzzle's rating, a number. $solved:
# "yes" when the player solved it before.
puzzle-heading = Puzzle { $number } of { $count } ({ $grade }, { $theme }, rated { $rating }{ $solved ->
        [yes] , solved
       *[no] {""}
    })
# How hard a puzzle is, in the heading.
puzzle-grade-easy = easy
puzzle-grade-medium = medium
puzzle-grade-hard = hard
# What a puzzle is about, in the heading: a name a child can say.
# Kofi has no seeds, so the player must feed him.
puzzle-theme-feed-or-lose = feed or lose
# A move would take every seed the other player has (a grand slam).
puzzle-theme-grand-slam-trap = the grand-slam trap
# The answer takes from two pits or more.
puzzle-theme-double-capture = a double capture
# The answer sows a pit so full that its seeds go all the way round.
puzzle-theme-emptying-a-big-pit = emptying a big pit
# The answer's last seed must be counted to see where it lands.
puzzle-theme-counting-to-the-target = counting to the target
# The answer stops the other player making a pit of 2 or 3 and taking it.
puzzle-theme-defending-a-two = defending a 2
# None of those: the answer shows only further ahead.
puzzle-theme-thinking-ahead = thinking ahead
# The player's record: a rating (a number), the puzzles solved in a row
# without help ($streak) and the longest such run ($best).
puzzle-record = Your rating { $rating } · streak { $streak }, best { $best }
# The task. $name is the player's name (Ama, who plays South); $seeds a
# count of seeds (the seeds message), 3 or more.
puzzle-task = { $name } (South) to move. Find the move that wins at least { $seeds } more than any other.
# Over what was said, once the puzzle is solved.
puzzle-solved = Solved!
# The first hint on a puzzle of each grade. $them is the other player's
# name (Kofi).
puzzle-pointer-easy = An easy one: look at what each move takes now, and what { $them } could take back.
puzzle-pointer-medium = A medium one: look two moves ahead, yours and { $them }'s, then yours again.
puzzle-pointer-hard = A hard one: the answer shows only three moves or more ahead; think about which of { $them }'s pits you can make ready to take, and which of yours he can.
# Why the answer is best: what it wins. $answer is its pit's letter;
# $seeds a count of seeds (the seeds message); $them the other player's
# name (Kofi); $moves how many moves (both players') the search looked at.
puzzle-reason-takes = { $answer } takes { $seeds } now.
# $later: a number of seeds taken later.
puzzle-reason-takes-and-sets-up = { $answer } takes { $seeds } now, and sets up { $later } more in the next { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-reason-sets-up = { $answer } takes nothing now, but it sets up a capture: with both playing their best, you take { $seeds } in the next { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-reason-holds = { $answer } takes nothing now, and leaves { $them } nothing to take in the next { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
puzzle-reason-holds-some = { $answer } takes nothing now, and lets { $them } take only { $seeds } in the next { $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }.
# $seeds: what Kofi could take before the answer; $after: the number he
# could take after it.
puzzle-reason-saves = { $answer } saves your seeds: { $them } could take { $seeds } if it were his turn, and after { $answer } { $after ->
        [0] nothing
       *[other] only { $after }
    }.
# After the reason: what goes wrong with the next best move, $worse (a
# pit's letter). $fault is the hints' sentence about it: "B takes nothing
# now, but then Kofi takes 3 from your F."
puzzle-next-best-fault = Next best is { $worse }: { $fault }
# $seeds: the puzzle's margin (the seeds message), at least what the next
# best move loses beside the answer, $answer (a pit's letter).
puzzle-next-best-behind = Next best is { $worse }: with both playing their best, you end with at least { $seeds } fewer than after { $answer }.
# The answer was played. $reason is why it is best (puzzle-reason- and
# puzzle-next-best- sentences).
puzzle-right = Right! { $reason }
# The second hint. $answer: the answer's pit letter; $reason: why.
puzzle-answer = The answer is { $answer }. { $reason }
# After a wrong move, before the other player's best answer to it. $reply
# is the game's sentence about that answer: "Kofi sowed 8 seeds from d. …"
puzzle-then = Then { $reply }
# Last, after a wrong move. $seeds: a count of seeds (the seeds message).
puzzle-not-best = Not the best move: another wins at least { $seeds } more.
# $why is the system's reason, in English.
puzzle-not-saved = Your record could not be saved: { $why }
# Under a puzzle when the system has no place to keep the player's record.
puzzle-no-data-directory = This system has no data directory: your record will not be kept.
# The keys under a puzzle: "↑↓ other puzzles", "Enter try again" (after
# a wrong move), "Enter next puzzle" (once solved), "q leave".
puzzle-key-others = other puzzles
puzzle-key-try-again = try again
puzzle-key-next = next puzzle
puzzle-key-leave = leave

## The review

# The review screen's first line. $south and $north: the players' names;
# $mode: the mode's name (Sorry Wari).
review-title = Review: { $south } (South) and { $north } (North), { $mode }
# On the progress bar while this review waits for the ones before it.
review-waiting-next = waiting: next
# $ahead: how many reviews wait before this one.
review-waiting = waiting: { $ahead ->
        [one] { $ahead } review
       *[other] { $ahead } reviews
    } ahead
# On the progress bar: moves reviewed of the game's moves.
review-progress = reviewing { $done }/{ $moves }
# Before the first move is chosen.
review-start = The start, before the first move.
# $seeds: the most seeds of the endgame table the review reads (a number).
review-start-table = The start, before the first move. The review knows exactly how every ending with { $seeds } seeds or fewer left turns out: there it says how perfect play ends.
# The chosen move's review has not come yet.
review-not-yet = Not reviewed yet.
review-agreed = Then the players agreed to stop here.
# A move the review marks. $number: the move's number ("1."); $played: its
# pit letter; $mark: the chess mark (?!, ? or ??); $verdict: inaccuracy,
# mistake or blunder (1, 3 or 5 seeds or more given away); $seeds: the
# seeds given away (the seeds message); $why: why the best move is better
# (may be empty).
review-marked = { $number } { $played }{ $mark }: { $verdict ->
        [inaccuracy] inaccuracy
        [mistake] mistake
       *[blunder] blunder
    }, { $seeds } lost. { $why }
# $played: a pit's letter.
review-only-move = { $played } was the only move.
review-best-move = { $played } was the best move.
# $played, $best: pit letters; the move lost less than a seed.
review-kept-value = { $played } kept the value to within a seed of { $best }.
# Where the summary will be.
review-summary-later = The summary comes when every move is reviewed.
# A player's summary in sentences a child reads: the share of fine
# moves, then the worst move and the best find. $name: the player's name.
review-summary-no-moves = { $name }: no moves
# $percent: the share of moves that lost less than a seed.
review-summary-kept = { $name }: { $percent }% of the moves were fine.
# The move that lost the most: $number (the move's number, a move and its
# reply counted as one), $played (its letter), $seeds (the seeds message).
review-summary-worst = Biggest mistake: move { $number }, { $played }, { $seeds } lost.
# The best move found where the others lost a seed or more; left out
# where the screen has no room for it.
review-summary-find = Best find: move { $number }, { $played }.
# The move list's title.
review-moves = Moves
# The chart's title: the game's value over its moves.
review-chart = Value for South, in seeds
# The review screen's keys: "←→ step" through the moves, "Home first",
# "End last", "q quit".
review-key-step = step
review-key-first = first
review-key-last = last
review-key-quit = quit

## The classroom: the name screen, the lobby and the tables

# The session: lines for one student alone, at the bottom of their screen,
# and the line their terminal is left with when the session ends.
class-you-are = You are { $name }.
class-name-cut = Names have at most { $count } letters: you are { $name }.
class-back = The classroom is back: every game goes on where it stopped.
class-goodbye-name-handed-over = wari: you let your other computer have the name { $name }, so this connection is closed.
class-goodbye-name-taken-back = wari: { $name } logged in again after nothing came from this connection for { $minutes } minutes, so it is closed.
class-goodbye-sent-out = wari: the teacher has asked you to leave the classroom.
class-goodbye-closed = wari: the teacher has closed the classroom. Thank you for playing!
class-goodbye-closed-teacher = wari: the classroom is closed.
class-goodbye-screen-broken = wari: your screen could not be drawn, sorry: connect again to come back.
class-goodbye = wari: see you next time.
# $time is class-minutes or class-seconds.
class-goodbye-idle = wari: closed after { $time } without a key. Come back any time.
class-too-many-keys = Too many keys at once: slow down a little.
class-pasted = Pasted text plays nothing here: one key at a time.
class-board-does-not-fit = Make the window bigger to play: the board does not fit.
class-idle-warning = No key for a while: this connection closes in { $seconds } s. Press any key to stay.
class-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
class-seconds = { $count ->
    [one] { $count } second
   *[other] { $count } seconds
}
# The teacher's message to the class, as each student reads it.
class-teacher-says = Teacher: { $text }
class-no-puzzles = There are no puzzles for { $variant }.
class-no-lessons = There are no lessons without a variant.
# $work is lesson or puzzles.
class-work-set = Your teacher set the class { $work ->
    [lesson] a lesson
   *[puzzles] the puzzles
}.
class-nothing-to-review = There is no ended game to review.

# What the teacher's own commands did, at the bottom of the console.
class-teacher-closed = Table { $table } is closed.
class-teacher-no-table = There is no table { $table } any more.
class-teacher-message-sent = Your message is on every student's screen.
class-teacher-sent-out = { $name } has been sent out; that name cannot come back this lesson.
class-teacher-gone = { $name } is not here any more; that name cannot come back this lesson.
# $players is how many play in it.
class-teacher-tournament-begun = The tournament of { $players } has begun: round 1 is paired.
class-teacher-round-paired = Round { $round } is paired; its tables are open.
class-teacher-tournament-over = The tournament is over: its standings are final.
class-teacher-round-over = The round is over: { "r" } pairs the next.
class-teacher-work-set = Set. It opens for all away from the tables, and for players after their game.

# The name screen, for a student whose login name another student holds.
class-name-title = Wari classroom
class-name-held = { $name } is here already, on another computer.
class-name-asking = Their screen asks whether this is them: waiting for their answer (at most { $seconds } seconds).
class-name-key-stop-waiting = stops waiting, to choose another name
class-name-key-claim = goes in with this name
class-name-key-leave = leaves
class-name-key-language = language
class-name-add-a-letter = If you are another { $name }, add a letter to tell you apart, like "{ $name } K".
# The name typed so far, and the cursor after it.
class-name-typed = Your name: { $typed }_
# Before the languages, each in its own words: Tab chooses the next.
class-name-languages = Language:
# The box on the screen of a student whose name someone else logs in as.
class-question-someone = Someone is logging in as { $name }.
class-question-is-that-you = Is that you on another computer?
class-question-keys = { "y" }: let them have it (this screen closes)   { "n" }: keep it
class-question-no-answer = No answer keeps it.
class-question-title = Your name

# The lobby: the tables in the room.
lobby-heading = Wari classroom · you are { $name } · { $people } here · { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}
lobby-seat-kept = Your seat at table { $table } is kept for you: type { $table } and { "Enter" } to sit back down.
lobby-reviewable = Your last game was at table { $table }: { "v" } reviews it, move by move.
lobby-no-tables = No tables yet. Press { "n" } to open one; a classmate joins it from here.
# $number is the digits typed.
lobby-no-such-table = There is no table { $number }: type another number, or { "↑↓" }.
lobby-key-choose = choose
lobby-key-join = join
lobby-key-watch = watch
lobby-key-new-table = new table
lobby-key-puzzles = puzzles
lobby-key-lessons = lessons
lobby-key-leave = leave
# At the right of the lobby's first row: the language read, and the key
# that reads the next one.
lobby-language = { $language } ({ "Tab" })
# The list's columns, after the table's number.
lobby-column-players = players
lobby-column-game = game
lobby-column-state = state
# A computer's seat: its name and its level (home-level's words).
lobby-computer-player = { $name } ({ $level })
lobby-player-away = { $name } (away)
lobby-demo-players = computer demo ({ $levels })
lobby-players = { $south } vs { $north }
lobby-finished = finished: { $result }
# $state is table-phase's or lobby-finished's words.
lobby-watched = { $state } · { $watching } watching
# A tournament's round, above the list. $side: "south" before the
# game's first move (South starts it), "south-begun" after, or "north".
lobby-round-seat = Round { $round }: you play table { $table } as { $side ->
    [south] South (you start)
    [south-begun] South
   *[north] North
} against { $opponent }: type { $table } and { "Enter" }.
lobby-round-rest = Round { $round }: you rest this round.
# $title is the tournament's format, variant and way to play.
lobby-standings-final = Final standings · { $title }
lobby-standings = Tournament · { $title } · round { $round } of { $rounds }

# The new table form.
lobby-form-title = New table
# The form's lines, before their values.
lobby-form-variant = variant
lobby-form-mode = mode
lobby-form-seeds = seeds a pit
lobby-form-players = players
lobby-form-computer = computer
# Who plays: students (two of them), you-first (you, then the computer),
# computer-first, or demo (the computer alone, for the class to watch).
lobby-form-who = { $who ->
    [students] two students
    [you-first] you, then the computer
    [computer-first] the computer, then you
   *[demo] the computer alone (demo)
}
# $level is home-level's word, $description board-level-description's.
lobby-form-level = The computer at { $level } { $description }.
lobby-form-demo = It plays both sides and says what each move did; everyone may watch.
lobby-form-key-line = choose a line
lobby-form-key-change = change it
lobby-form-key-open = opens the table
lobby-form-key-back = back

# A table: what it is doing, as the lobby and the console show it.
table-phase = { $phase ->
    [waiting] waiting
    [playing] playing
   *[finished] finished
}
# A demo's seat the computer does not play, among its levels.
table-a-person = a person
# A finished game's result (board-short-…'s words) and why it ended.
table-result-why = { $result } ({ $reason ->
    [majority] more than half the seeds are in one store
    [split] each store holds half the seeds
    [repetition] the same board came round again
    [empty-row] the player to move had no seeds
    [cannot-feed] the player to move could not feed the other
   *[agreement] stopped by agreement
})
# A way to play in a word or two, for the lobby's narrow column.
table-mode-short = { $mode ->
    [sorry] Sorry
    [win-win] Win-Win
    [hurry] Hurry
   *[hurry-together] Hurry together
}
# A table waiting for its second player. $mode is board-mode-title's words.
table-waiting-title = Table { $table }: { $variant } · { $mode } · { $seeds } seeds a pit
table-waiting-south = { $name } sits South, waiting for a second player.
table-waiting-join = Another student joins from the lobby with { "Enter" } on this table.

# The bottom line of a table's screen.
table-help-keys = Rules and keys · { "↑↓" } scroll · any other key goes back
# $paused is yes or no; $keys the board's keys.
table-host-keys = Your demo · { "Space" } { $paused ->
    [yes] go on
   *[no] pause
} · { $keys }
table-spectator-keys = Watching table { $table } · { $keys }
table-your-turn-keys = Your turn: a digit, a click or { "←→" } { "Enter" } sows · { $keys }
table-you-play = You play { $side ->
    [south] South
   *[north] North
} ({ $name }) at table { $table } · { $keys }
# A table's keys, in its footer and in its help.
table-footer-another-game = another game
table-help-key-another-game = another game, once over
table-footer-lobby = lobby
table-help-key-lobby = back to the lobby
table-footer-console = console
table-help-key-console = back to the console
table-footer-levels = levels
table-help-key-levels = South's and North's level
table-end-keys = { "n" }: another game   { "q" }: back to the lobby
table-demo-help = Whoever opened the table, or the teacher, runs it: { "Space" } pauses it and goes on, { "." } plays one move while paused, { "1" } and { "2" } change South's and North's level, { "+" } and { "-" } the speed, { "n" } starts again; { "q" } goes back to the lobby.
# After a paused computer's name on the turn line.
table-paused = is paused
table-learn-help = New to Wari? In the lobby, { "p" } opens puzzles: find the best move.

# What a table tells everyone at it. $score is the stores with the
# names: "ama 20, kofi 28".
table-class-paused = The teacher has paused the class.
table-class-goes-on = The class goes on.
table-closed = The teacher closed table { $table }.
table-sent-out-abandoned = { $name } was sent out of the classroom, so the game is abandoned at { $score }.
table-sent-out = { $name } was sent out of the classroom.
table-back = { $name } is back.
table-left-abandoned = { $name } left the table, so the game is abandoned at { $score }.
table-left = { $name } left the table.
table-dropped-from-computer = { $name } left the table; the game waits for them to come back.
table-dropped = { $name } left the table: wait for them, or press { "e" } to end the game.
table-nobody-came-back = Nobody came back within { $minutes } minutes, so the game is abandoned.
table-offers-end = { $by } offers to end the game here: { $to }, { "y" } agrees.
table-offer-lapsed = { $by }'s offer to end the game lapsed with that move.
table-both-agreed = Both players agreed to end the game.
table-plays-on = { $name } wants to play on.
table-ended-alone = { $name } ended the game while { $away } was away.
table-asks-another = { $by } asks for another game: { $to }, { "y" } agrees, and plays first.
table-another = Another game: { $first } plays first.
table-demo-again = A new game: the computer plays it again.

# Why a table says no to one student's key.
table-refused-someones-demo = Table { $table } is { $host }'s demo: { "w" } watches it.
table-refused-full = Table { $table } has two players already: { "w" } watches it.
table-refused-watching = You are watching: { "q" } goes back to the lobby.
table-refused-no-game-yet = Waiting for a second player to join this table.
table-refused-not-your-turn = It is { $other }'s turn.
table-refused-game-over = The game is over: { "n" } asks for another game, { "q" } goes back to the lobby.
table-refused-other-gone = { $other } has left this table: { "q" } goes back to the lobby.
table-refused-already-asked = You asked already: { $other } answers with { "y" }.
table-refused-answer-yes = { $other } asked for another game already: { "y" } agrees.
table-refused-not-a-table-key = At a classroom table: { "← →" } { "Enter" } or a digit plays, { "e" } offers to end, { "q" } leaves.
table-refused-class-paused = The teacher has paused the class: wait for them to go on.
table-refused-demo-keys = Your demo: { "Space" } pause · { "." } step · { "1 2" } levels · { "+ -" } speed · { "n" } new game · { "q" } lobby
# At a tournament's table: its one game counts for the round.
table-refused-no-rematch = This game counts for round { $round } of the tournament, so there is no other game at this table: { "q" } goes back to the lobby, where any table you open is a friendly game.
table-refused-no-hint = No hints in a tournament game: you play it on your own.
table-end-keys-tournament = { "q" }: back to the lobby
# A tournament game that ended when the teacher sent $gone out.
table-counted-sent-out = { $gone } was sent out: { $name } takes the point

# A question for one player; $preview is what ending now would give.
table-ask-leave = Leave? The game is abandoned at { $score }. { "y" } leaves, other keys stay.
table-ask-offer-end = Stop now? { $preview }. { "y" } offers it, other keys play on.
table-asked-to-stop = { $name } offers to stop: { $preview }. { "y" } agrees, other keys play on.


## The classroom: the teacher's console and the lesson's summary
# The teacher's console: the tabs along its second row.
console-tab-tables = Tables
console-tab-students = Students
console-tab-results = Results
console-tab-tournament = Tournament

# What a key does, after the key itself on the console's last row
# ("Enter watch", "c close"). Keep them short: the Tables tab's whole row
# fits 80 columns.
console-key-watch = watch
console-key-close = close
# n: opens a new table.
console-key-new = new
console-key-pause = pause
# p while the class is paused: lets it play again.
console-key-go-on = go on
# m: a message to every student.
console-key-message = message
# Tab: the next tab.
console-key-more = more
console-key-quit = quit
console-key-choose = choose
# x: sends the chosen student out of the classroom.
console-key-remove = remove
# Space: marks the chosen student to play in the next tournament.
console-key-mark = mark for a tournament
console-key-set-lesson = set a lesson
console-key-review = review
console-key-new-tournament = new tournament
console-key-next-round = next round
console-key-end-round = end round
# The four arrow keys together, named in a word.
console-key-arrows = arrows

# The console's first row: its name, or while the class is paused what p
# does, then the class's numbers, joined by " · ". It must fit 80 columns.
console-title = Wari classroom · teacher
console-paused = PAUSED: { "p" } lets them play
# The lesson's journal cannot be written (a full or read-only disk): what
# happens now is not kept, and a crash would lose it. The log says why.
console-not-kept = NOT SAVED: the lesson's journal cannot be written (see the log)
# After the console's name: the teacher's screens (a projector, a laptop).
console-screens = on { $count } screens
console-students = { $count ->
    [one] { $count } student
   *[other] { $count } students
}
console-tables = { $count ->
    [one] { $count } table
   *[other] { $count } tables
}
# Games of the lesson that have ended.
console-ended = { $count } ended
# Connections still typing the join code.
console-logging-in = { $count } logging in

# The Tables tab: a card a table.
console-no-tables = No tables yet. Students open them from the lobby; { "n" } opens one here.
console-tables-shown = tables { $first }-{ $last } of { $count }: { "↑↓" } scroll
# After a player's name on a card: their connection dropped.
console-away = (away)
console-waits = { $name } waits for a partner
console-to-move = { $name } to move
console-name-away = { $name } away
# Students watching the table.
console-watching = { $count } watching
# The computer playing itself; $levels is "medium" or "easy/hard".
console-demo = demo { $levels }

# The Students tab.
console-no-students = No students have logged in yet.
console-column-student = student
console-column-lessons = lessons
console-column-puzzles = puzzles
console-column-where = where
console-column-won-drawn-lost = games W-D-L
console-students-counts = Each count: this lesson / the whole term.
console-place-lobby = lobby
console-place-seat = table { $table }, { $side ->
    [south] South
   *[north] North
}
console-place-demo = table { $table }, running the demo
console-place-watching = watching table { $table }
console-doing-review = reading a review
console-doing-puzzles = doing puzzles
console-doing-lessons = in the lessons
console-doing-form = opening a table

# The Results tab: the lesson's ended games.
console-no-results = No game has ended yet.
console-column-table = table
console-column-south = South
console-column-north = North
console-column-result = result
console-column-moves = moves

# The Tournament tab.
console-no-tournament = No tournament yet. Mark who plays with { "Space" } on the Students tab (none marked: everyone), then { "t" } here.
# $title is console-cup-round-robin or console-cup-swiss, the variant and
# the way to play; $state one of the three below.
console-cup-heading = { $title } · round { $round } of { $rounds } · { $state }
console-cup-finished = finished
console-cup-round-over = round over: { "r" } pairs the next
console-cup-playing = playing
console-cup-round-robin = Round robin
console-cup-swiss = Swiss, { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}
# A game of the round; $state is one of the console-board messages below.
console-board-at = table { $table }: { $south } (South) – { $north }, { $state }
console-board-nowhere = no table: { $south } (South) – { $north }, { $state }
console-board-playing = playing
console-board-won = { $name } won
console-board-draw = a draw
# The game was not played: $absent left the tournament.
console-board-forfeit = { $winner } won: { $absent } left
console-board-both-left = both left
# The player left out of the round's pairings.
console-bye = { $name } rests this round.
console-column-points = points
# The tie-break, named after its inventor.
console-column-buchholz = Buchholz
console-column-games = games
# A player who has left the tournament, in the standings.
console-left = { $name } (left)

# Questions on the console's last row, and the keys that answer them.
console-ask-message = Message to everyone: { $text }▏  { "Enter" } sends · { "Esc" } cancels
console-ask-close = Close table { $table }? An unfinished game counts as abandoned. { "y" } yes · other keys no
console-ask-remove = Send { $name } out of the classroom? { "y" } yes · other keys no
console-ask-end-round = End the round? Games still going are decided by their stores. { "y" } yes · other keys no
# $work is console-work-lesson or console-work-puzzles.
console-ask-work = Set for the class: { $work } · { "←→" } choose · { "Enter" } sets it · other keys no
console-work-lesson = the lesson "{ $title }"
console-work-puzzles = the puzzles
# The form that starts a tournament: each key changes one choice. $format
# is one of the console-form messages below, $mode the way to play.
console-ask-tournament = Tournament of { $players }: { "f" } { $format } · { "v" } { $variant } · { "m" } { $mode } · { "Enter" } starts · { "Esc" }
console-form-round-robin = round robin
console-form-round-robin-most = round robin ({ $most } at most)
console-form-swiss = Swiss, { "←→" } { $rounds ->
    [one] { $rounds } round
   *[other] { $rounds } rounds
}

# Why the console could not start a tournament or pair its next round.
console-refused-running = A tournament is under way: finish its rounds first.
console-refused-none = There is no tournament: { "t" } starts one.
console-refused-tables = The round needs { $needed ->
    [one] { $needed } table
   *[other] { $needed } tables
} and { $free ->
    [one] { $free } is
   *[other] { $free } are
} free: close some first.
console-refused-too-few = A tournament needs at least 2 players, not { $count }.
console-refused-too-many = A round robin takes at most { $max } players, not { $count }.
console-refused-named-twice = { $name } is named twice.
console-refused-no-rounds = A Swiss tournament needs at least 1 round.
console-refused-unfinished = The round has { $count ->
    [one] { $count } game
   *[other] { $count } games
} without a result.
console-refused-all-paired = Every round has been paired.
console-refused-too-few-left = Fewer than 2 players are still in the tournament.
console-refused-no-round = No round has been paired yet.
console-refused-not-in-round = { $south } (South) against { $north } (North) is not a game of this round.
console-refused-forfeited = { $south } against { $north } was forfeited.
console-refused-unknown = { $name } is not in the tournament.
console-refused-withdrawn = { $name } has already withdrawn.
console-refused-not-withdrawn = { $name } has not withdrawn.

# The lesson's summary, printed when the classroom stops and kept in
# summary.txt: a line for the lesson, then one a game. $ended counts the
# games played to their end; $going those left unfinished or still going.
console-summary = Lesson summary: { $ended ->
    [one] { $ended } game
   *[other] { $ended } games
} ended, { $going ->
    [one] { $going } game
   *[other] { $going } games
} unfinished.
# $result is the game's result in a few words ("Ama won 26-22").
console-summary-ended = table { $table }: { $south } v { $north }: { $result } ({ $moves ->
    [one] { $moves } move
   *[other] { $moves } moves
})
console-summary-going = table { $table }: { $south } v { $north }: unfinished at { $south_store }-{ $north_store }

# The SSH server's words at the door, before a student has a screen.
# The prompt for the join code; the code is typed after it.
serve-prompt = Join code:
serve-wrong-code = That code is not right: try again.
# The last line a student's terminal shows once they have gone.
serve-left = you have left the classroom
# A connection turned away: too many from one network, or in all.
serve-full-waiting = The classroom is full: { $count ->
    [one] { $count } connection from your network is
   *[other] { $count } connections from your network are
} still logging in. Try again in a minute.
serve-full-from-network = The classroom is full: { $count ->
    [one] { $count } connection
   *[other] { $count } connections
} from your network already. Try again in a minute.
serve-full-server = The classroom is full ({ $count ->
    [one] { $count } connection
   *[other] { $count } connections
}). Try again in a minute.

# The room's refusals: why someone cannot come into the classroom, take a
# name or get to a table. Students read them.
room-closing = The classroom is closing.
room-full = The classroom is full ({ $sessions } students): try again in a while.
room-teacher-screens = The teacher is on { $screens } screens already: close one first.
room-too-many-tables = { $tables ->
    [one] There is { $tables } table already
   *[other] There are { $tables } tables already
}, the most this room holds: join or watch one.
room-table-closed = Table { $table } has closed.
room-name-busy = Someone else is asking { $name } for that name right now.
room-name-kept = { $name } is here already, on another computer, and keeps the name.
room-name-empty = Type a name first: letters and digits.
room-name-barred = The teacher has sent { $name } out of the classroom.
# $teacher is the teacher's login name, which stays as it is typed.
room-name-teachers = Names starting with "{ $teacher }" are the teacher's: type another.

## Words longer than their rows, a window at a time: the last row
## names the key for the rest ($key: a page down, or a page up).
said-more = ↓ more: { $key }
said-back = ↑ back up: { $key }
