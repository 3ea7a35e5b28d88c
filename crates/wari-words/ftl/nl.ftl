# De woorden van het spel wari in het Nederlands. De woorden voor elk
# idee zijn die van docs/GLOSSARY.md.

## The language itself

language-name = Nederlands

## Words used everywhere

seeds = { $count ->
    [one] { $count } zaadje
   *[other] { $count } zaadjes
}

## Every screen

too-small = Dit scherm heeft een terminal van minstens { $need_width }x{ $need_height } nodig; deze is { $width }x{ $height }. Maak het venster groter; q: stoppen.

## The board: turns, moves and what they did

## The board: panels, footer, help and the end of a game

## The home screen

## Lessons

## Puzzles

## The review

## The classroom: the name screen, the lobby and the tables

## The classroom: the teacher's console and the lesson's summary
