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

## Every screen

# Shown in place of a screen the terminal is too small for.
too-small = This screen needs a terminal of at least { $need_width }x{ $need_height }; this one is { $width }x{ $height }. Please make the window bigger; q: leave.

## The board: turns, moves and what they did

## The board: panels, footer, help and the end of a game

## The home screen

## Lessons

## Puzzles

## The review

## The classroom: the name screen, the lobby and the tables

## The classroom: the teacher's console and the lesson's summary
