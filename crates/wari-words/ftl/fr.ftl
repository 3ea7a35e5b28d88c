# Les mots du jeu wari en français. Les mots de chaque idée sont ceux de
# docs/GLOSSARY.md.

## The language itself

language-name = Français

## Words used everywhere

seeds = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}

## Every screen

too-small = Cet écran a besoin d'un terminal d'au moins { $need_width }x{ $need_height } ; celui-ci fait { $width }x{ $height }. Agrandis la fenêtre ; q : quitter.

## The board: turns, moves and what they did

## The board: panels, footer, help and the end of a game

## The home screen

## Lessons

## Puzzles

## The review

## The classroom: the name screen, the lobby and the tables

## The classroom: the teacher's console and the lesson's summary
