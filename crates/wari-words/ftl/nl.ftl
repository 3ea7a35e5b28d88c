# De woorden van het spel wari in het Nederlands. De woorden voor elk
# idee zijn die van docs/GLOSSARY.md.

## The language itself

language-name = Nederlands

## Words used everywhere

seeds = { $count ->
    [one] { $count } zaadje
   *[other] { $count } zaadjes
}

name-south = Zuid
name-north = Noord
name-computer = Computer
# A computer playing one side of a demo, the other side another computer:
# "South (computer)".
name-computer-side = { $side } (computer)

## Every screen

too-small = Dit scherm heeft een terminal van minstens { $need_width }x{ $need_height } nodig; deze is { $width }x{ $height }. Maak het venster groter; q: stoppen.

## The board: turns, moves and what they did

board-sowed = { $mover } zaaide { $seeds } uit putje { $pit }.
board-last-own-row = Het laatste zaadje viel in { $pit }, bij { $mover } zelf.
board-last-nothing = Het laatste zaadje viel in { $pit } van { $victim }: niets gepakt.
board-last-took = Het laatste zaadje maakte { $made } in { $pit } van { $victim }: { $mover } pakt er { $taken }{ $more }{ $slam ->
        [every] , alle zaadjes die { $victim } had
        [forced] , alle zaadjes die { $victim } had: een grand slam, toegestaan omdat { $mover } geen andere zet had
       *[none] { "" }
    }.
board-took-more = en nog { $taken } uit { $pit }
board-last-grand-slam-takes-nothing = Het laatste zaadje maakte { $made } in { $pit } van { $victim }, maar pakken zou { $victim } zonder zaadjes laten: { $rule ->
        [forced] { $mover } had geen andere zet, en een grand slam die zo gespeeld wordt pakt niets
       *[never] een grand slam pakt niets in dit potje
    }.
board-fed = { $victim } had geen zaadjes, dus { $mover } moest er wat geven.
board-perfect-end = { $end ->
        [draw] Met perfect spel eindigt het in een gelijkspel.
        [wins] Met perfect spel wint { $name }.
        [level] Met perfect spel eindigt het op { $won }-{ $lost }.
       *[score] Met perfect spel eindigt het op { $won }-{ $lost } voor { $name }.
    }
board-illegal-no-pit = Er is geen putje { $number }: speel { $pits }.
board-illegal-empty = Putje { $pit } is leeg: speel { $pits }.
board-illegal-must-feed = { $name } heeft geen zaadjes: speel een putje dat tot { $name } reikt: { $pits }
board-illegal-grand-slam = Niet { $pit }: dan pak je alle zaadjes van { $name }. Speel { $pits }.
board-illegal-game-over = Het potje is afgelopen: { "n" } begint een nieuw potje.
board-refused-no-pit = Er is geen putje { $number }
board-refused-empty = Putje { $pit } is leeg
board-refused-must-feed = { $name } heeft geen zaadjes: speel een putje dat tot { $name } reikt
board-refused-grand-slam = Niet { $pit }: dan pak je alle zaadjes van { $name }
board-refused-game-over = Het potje is afgelopen: { "n" } begint een nieuw potje
board-no-pit = niets
board-or = { $rest } of { $last }
board-and = { $rest } en { $last }
board-result-unfinished = Niemand wint: het potje is niet afgemaakt, bij { $south } tegen { $north }.
board-result-counted = { $counted }.
board-result-won = { $name } wint, { $won } tegen { $lost }!
board-result-draw = Gelijkspel: ieder { $seeds }.
board-result-level = Jullie hebben allebei gewonnen! De schuren zijn gelijk: { $south } en { $north }.
board-result-apart = Jullie eindigden met { $apart } verschil ({ $south } en { $north }). Probeer nog eens gelijk te eindigen!
board-short-won = { $name } won met { $won }-{ $lost }
board-short-draw = gelijkspel, { $score }
board-short-level = allebei gewonnen, { $score }
board-short-apart = { $score }, { $apart } verschil
board-unfinished = { $rule ->
    [stores] niet uitgespeeld, bij { $score }: { $name } krijgt het punt met de schuur
    [level] niet uitgespeeld, bij { $score }: gelijkspel met de schuren
   *[none] niet uitgespeeld, bij { $score }: niemand wint
}
board-end-preview = { $south_name } { $south }, { $north_name } { $north }: { $verdict ->
        [south] { $south_name } zou winnen
        [north] { $north_name } zou winnen
        [draw] gelijkspel
        [both] allebei zouden winnen
       *[apart] { $apart } verschil
    }
board-reason-unfinished = De zaadjes die nog op het bord liggen, zijn van niemand.
board-reason-unfinished-stores = In een toernooi gaat een niet uitgespeeld potje naar de volste schuur.
board-reason-majority = De schuur van { $name } heeft meer dan de helft van de zaadjes.
board-reason-split = Beide schuren hebben precies de helft van de zaadjes.
board-reason-repetition = Het bord kwam weer op dezelfde zaadjes uit, dus kreeg ieder de zaadjes van de eigen rij in de eigen schuur.
board-reason-empty-row = { $name } had geen zaadjes meer om te spelen, dus kreeg ieder de zaadjes van de eigen rij in de eigen schuur.
board-reason-cannot-feed = De rij van { $empty } was leeg en geen enkel putje van { $stuck } kon erbij, dus kreeg ieder de zaadjes van de eigen rij in de eigen schuur.
board-reason-agreement = { $ended_early }, dus kreeg ieder de zaadjes van de eigen rij in de eigen schuur.
board-news-time-up = De tijd is om: er is een willekeurige zet gespeeld voor { $name }.
board-news-level = { $name } speelt nu op niveau { $level ->
        [easy] makkelijk
        [medium] gemiddeld
       *[hard] moeilijk
    }.
board-news-seed-step = Elk zaadje doet er nu { $ms } ms over om te vallen.
board-news-computer-agrees = { $name } wil het potje hier wel stoppen.
board-news-partners-agree = { $offerer } wil hier stoppen ({ $preview }), en { $partner } is akkoord.
board-refused-not-your-pit = Dat putje is niet van jou, { $name }: speel er een op je eigen rij.
board-refused-nothing-to-take-back = Er is geen zet om terug te nemen.
board-refused-too-early-to-stop = Win-Win win je door te spelen: ieder zet eerst één keer voor jullie mogen stoppen.
board-refused-pasted = Geplakte tekst speelt hier niets: speel één toets tegelijk.
board-refused-nothing-to-play-again = Er is geen zet om opnieuw te spelen.
board-refused-no-hints = Geen tips bij { -board-hurry }: er is geen tijd om na te denken!
board-refused-no-speed = Dit bord toont elke zet meteen: er is geen snelheid te veranderen.
board-refused-demo-plays = De computer speelt beide kanten: { "spatie" } pauze, { "." } stap, { "1" } { "2" } niveaus, { "+" } { "-" } tempo.
board-refused-demo-cannot-stop = De computer speelt beide kanten: { "q" } stopt de demo.
board-refused-thinking = { $name } denkt na: wacht op de zet.
board-refused-offer-on-your-turn = Stel stoppen voor als je aan de beurt bent, als { $name } gespeeld heeft.
board-refused-computer-behind = { $name } zegt nee: als jullie hier stoppen, staat { $name } achter, { $mine } tegen { $theirs }. Speel door!
board-refused-computer-apart = { $name } zegt nee: de schuren zouden { $apart } verschillen. Speel samen door!
board-refused-after-the-end = { $reviews ->
        [yes] Het potje is afgelopen: { "n" } opnieuw, { "u" } terugnemen, { "v" } nabespreken, { "q" } stoppen.
       *[no] Het potje is afgelopen: { "n" } opnieuw, { "u" } terugnemen, { "q" } stoppen.
    }
board-refused-save-failed = { $leaving ->
        [yes] Opslaan is niet gelukt, dus het potje blijft open: { $why }
       *[no] Opslaan is niet gelukt: { $why }
    }
board-done-saved = Opgeslagen in { $file }; { "wari --load" } { $file } speelt verder.
board-done-took-back-move = { $pit } van { $name }
board-done-took-back = Teruggenomen: { $moves }.
board-done-reopened = Stoppen is teruggenomen: het potje gaat door.
board-done-turned = Het bord is gedraaid: { $facing }.
board-done-plays-on = { $name } wil niet stoppen: speel door.
board-hint = Tip: { $advice }
board-hint-for = Tip voor { $name }: { $advice }
board-thumb-takes-nothing = geen zet pakt nu zaadjes; { $pit } is net zo goed als elke andere.
board-thumb-takes = { $pit } pakt nu { $seeds }.
board-thumb-level = Na { $pit } is het gelijk als jullie stoppen.
board-thumb-apart = Na { $pit } scheelt het { $seeds } als jullie stoppen.
board-hint-agrees = Als je verder kijkt, is { $pit } een goede zet.
board-hint-level-after = { $moves ->
        [one] Na deze zet stoppen maakt het gelijk.
       *[other] Zo gespeeld is stoppen na { $moves } zetten gelijk.
    }
board-hint-level-not-within = { $moves ->
        [one] Na deze zet stoppen is nog niet gelijk: speel samen door.
       *[other] { $moves } zetten vooruit is stoppen nog nergens gelijk: speel samen door.
    }
board-hint-perfect = { $won ->
        [0] { $left ->
            [one] Je kunt het laatste zaadje niet meer winnen
           *[other] Je kunt geen van de laatste { $left } zaadjes meer winnen
        }
       *[other] { $left ->
            [one] Je kunt het laatste zaadje nog winnen
           *[other] Je kunt nog { $won } van de laatste { $left } zaadjes winnen
        }
    }: { $end ->
        [draw] met perfect spel eindigt het in een gelijkspel
        [win] met perfect spel win jij
        [lose] met perfect spel verlies jij
       *[score] met perfect spel eindigt het op { $yours }-{ $theirs }
    }.
board-better-best = geen zet pakt nu zaadjes; als je verder kijkt, is { $better } het best.
board-better = { $better } is beter.
board-better-ends-apart = { $better } is beter. Na { $worse } eindigt het potje met { $seeds } verschil.
board-better-pulls-apart = { $better } is beter. Na { $worse } { $by ->
        [you] pak jij { $taken } uit { $pits } van { $them }
       *[them] pakt { $them } { $taken } uit jouw { $pits }
    }: { $gap } verschil.
board-better-closer = { $better } is beter dan { $worse }: dan blijven de schuren dichter bij elkaar.
board-fault-ends-behind = { $worse } { $now ->
        [0] pakt nu niets
       *[other] pakt nu { $seeds }
    }, maar daarna eindigt het potje met { $them } voor, { $theirs } tegen { $yours }.
board-fault-ends-drawn = { $worse } { $now ->
        [0] pakt nu niets
       *[other] pakt nu { $seeds }
    }, maar daarna eindigt het potje in een gelijkspel.
board-fault-they-take = { $worse } { $now ->
        [0] pakt nu niets
       *[other] pakt nu { $seeds }
    }, maar { $soon ->
        [yes] daarna
       *[no] later
    } pakt { $them } { $taken } uit jouw { $pits }.
board-fault-you-take = { $worse } { $now ->
        [0] pakt nu niets
       *[other] pakt nu { $seeds }
    }, maar met { $better } pak jij { $soon ->
        [yes] in je volgende beurt
       *[no] later
    } { $taken } uit { $pits } van { $them }.
board-fault-does-better = { $worse } { $now ->
        [0] pakt nu niets
       *[other] pakt nu { $seeds }
    }, maar { $better } doet het beter in de zetten daarna.

## The board: panels, footer, help and the end of a game

-board-sorry = Sorry-wari
-board-win-win = Win-win-wari
-board-hurry = Snelle wari

board-mode-title = { $mode ->
    [sorry] { -board-sorry }
    [win-win] { -board-win-win }
    [hurry] { -board-hurry }
   *[hurry-together] { -board-hurry } (samen)
}

board-header-game = WARI
board-header-target = { $goal ->
    [compete] { $seeds } wint
   *[cooperate] einde bij { $seeds }
}

board-turn-over = Het potje is uit.
board-turn-name = { $name } is aan de beurt
board-turn-row = ({ $row ->
    [bottom] onderste rij
   *[top] bovenste rij
})
board-turn-row-keys = ({ $row ->
    [bottom] onderste rij
   *[top] bovenste rij
}): { $arrows } en { "Enter" }, of 1-{ $last }, of klik op een putje
board-turn-row-keys-short = ({ $row ->
    [bottom] onderste rij
   *[top] bovenste rij
}): { $arrows } en { "Enter" }, of 1-{ $last }
board-sowing = { $name } zaait uit { $pit }
board-computer = computer
board-thinking = denkt na
board-paused = staat op pauze: { "spatie" } gaat verder
board-new-game = Een nieuw potje: { $name } begint. Druk op { "?" } voor de regels.
board-looking-ahead = Even verder kijken
board-moves-title = Zetten

board-footer-help = hulp
board-footer-hint = tip
board-footer-undo = terugnemen
board-footer-redo = opnieuw
board-footer-stop = stoppen
board-footer-review = nabespreking
board-footer-save = bewaren
board-footer-new = nieuw
board-footer-quit = afsluiten
board-footer-turn = draaien
board-footer-step = stap
board-footer-speed = tempo
board-footer-pause = pauze
board-footer-go-on = verder
board-key-slower = langzamer
board-key-yes = ja
key-yes = { "j" }
key-enter = { "Enter" }
key-esc = { "Esc" }
key-space = { "spatie" }
key-backspace = { "⌫" }
key-tab = { "Tab" }
key-home = { "Home" }
key-end = { "End" }
key-page-down = { "PgDn" }
key-page-up = { "PgUp" }

board-help-key-help = deze hulp
board-help-key-hint = een tip
board-help-key-undo = zet terugnemen
board-help-key-redo = zet opnieuw doen
board-help-key-stop = stoppen voorstellen
board-help-key-review = het potje nabespreken: waar het gewonnen en verloren werd
board-help-key-save = bewaren
board-help-key-new = nieuw potje
board-help-key-quit = afsluiten
board-help-key-turn = het bord omdraaien
board-help-key-step = één zet tijdens de pauze
board-help-key-speed = sneller en langzamer
board-help-key-cursor = langs je putjes gaan
board-help-key-sow = dat putje zaaien
board-help-key-digits = dat putje meteen zaaien
board-help-key-click-name = muisklik
board-help-key-click = zaaien waar je klikt
board-help-keys = Toetsen:

board-meter-time = Tijd
board-meter-seconds = { $whole },{ $tenth } s
board-balance = Balans
board-balance-colon = :
board-balance-apart = { $apart ->
    [0] gelijk bij stoppen
   *[other] { $apart } verschil bij stoppen
}
board-balance-apart-short = { $apart ->
    [0] gelijk
   *[other] { $apart } verschil
}

board-help-title = Hulp: { $variant }
board-help-bottom = { "↑↓" }: scrollen   andere toets: terug naar het potje
board-help-goal-sorry = { -board-sorry }: eindig met meer zaadjes in je schuur dan de ander. { "h" } geeft de zet die nu de meeste zaadjes pakt, kijkt dan verder vooruit en zegt wanneer een andere zet beter is, en waarom.
board-help-goal-win-win = { -board-win-win }: speel samen zodat de twee schuren gelijk eindigen: dan winnen jullie allebei. { "h" } geeft de zet die de schuren nu het dichtst bij elkaar brengt, kijkt dan verder vooruit en zegt wanneer een andere zet beter is, en waarom. De balans laat zien hoeveel verschil er zou zijn als jullie nu stopten en ieder de zaadjes van de eigen rij kreeg.
board-help-goal-hurry = { -board-hurry }: elke beurt duurt { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } seconden
}, te zien aan een balk; als de tijd op is, wordt er een willekeurige zet voor je gedaan. Geen tips. Doel: { $goal ->
    [compete] eindig met meer zaadjes in je schuur dan de ander.
   *[cooperate] speel samen zodat de twee schuren gelijk eindigen: dan winnen jullie allebei.
}
board-learn-help = Ken je wari nog niet? Op het beginscherm leert “Leren spelen” (of { "wari learn" }) het je stap voor stap, en “Puzzels” (of { "wari puzzles" }) oefent je oog voor de beste zet.
board-level-description = { $level ->
    [easy] kijkt een zet of twee vooruit en maakt kinderfoutjes
    [medium] maakt geen fouten maar kijkt maar vijf halve zetten vooruit
   *[hard] speelt zo sterk als hij kan in de tijd die hij krijgt
}
board-help-demo = De computer speelt voor allebei, { $south } ({ $south_level }) en { $north } ({ $north_level }), en vertelt wat elke zet deed.
board-demo-help = { "spatie" } pauzeert en gaat verder; { "n" } begint opnieuw; { "q" } stopt.
board-help-opponent = { $name } is de computer ({ $level }: { $description }). Hij speelt { $goal ->
    [compete] om te winnen
   *[cooperate] met je samen, voor gelijke schuren
}; in zijn beurt denkt hij na en zaait dan.
board-undo-help = { "u" } neemt zijn antwoord samen met jouw zet terug.
board-help-rules-of = De regels van { $variant }:
board-help-rule-board = Het bord heeft twee rijen van { $pits } putjes, elk met { $seeds ->
    [one] { $seeds } zaadje
   *[other] { $seeds } zaadjes
} aan het begin. Elke speler zaait uit zijn eigen rij en heeft een schuur aan zijn rechterhand.
board-help-rule-sowing = Kies in je beurt een van je putjes met zaadjes. De zaadjes worden een voor een in de volgende putjes gezaaid, tegen de klok in: naar rechts over de onderste rij, naar links over de bovenste. Een putje met { $lap } of meer zaadjes gaat helemaal rond en slaat het putje over waar het vandaan kwam.
board-help-rule-capture = Als je laatste zaadje in een putje van de ander valt en daar dan { $few } of { $many } zaadjes in zitten, pak je die, en ook die in het putje ervoor als daar { $few } of { $many } in zitten, en zo verder terug langs zijn rij.
board-help-rule-feed = Als de ander geen zaadjes heeft, moet je een putje spelen dat hem er een paar geeft.
board-help-grand-slam-capture = Een zet mag alle zaadjes van de ander pakken.
board-help-grand-slam-no-capture = Een zet die alle zaadjes van de ander zou pakken, wordt gespeeld, maar pakt niets.
board-help-grand-slam-only-move = Je mag niet alle zaadjes van de ander pakken, behalve als er geen andere zet mogelijk is.
board-help-grand-slam-forbidden = Je mag niet alle zaadjes van de ander pakken; als er geen andere zet mogelijk is, speel je hem wel, maar pak je niets.
board-help-rule-majority = Het potje is uit zodra een schuur meer dan { $half ->
    [one] { $half } zaadje
   *[other] { $half } zaadjes
} heeft; { $half } voor allebei is gelijkspel.
board-help-rule-end = Het potje is uit als de speler die aan de beurt is geen zet kan doen, of als hetzelfde bord terugkomt; dan gaan de zaadjes van elke rij naar de schuur van de eigenaar. Jullie kunnen ook in overleg stoppen ({ "e" }): het bord laat eerst zien wat ieder dan zou hebben.

board-question-title = Vraag
board-question-quit = Dit potje verlaten? Het is nog niet uit: { "s" } bewaart het en gaat dan weg.
board-question-new-game = Een nieuw potje beginnen? Dit is nog niet uit.
board-question-offer-end = Nu stoppen? Ieder zou de zaadjes op de eigen rij krijgen: { $preview }.
board-question-agree = { $other }, { $proposer } stelt voor om hier te stoppen, ieder met de zaadjes op de eigen rij: { $preview }. Ga je akkoord?
board-answers-quit = { "j" }: weggaan   { "s" }: bewaren en weggaan   andere toets: blijven
board-answers-offer = { "j" }: voorstellen aan { $other }   andere toets: nee
board-answers-agree = { "j" }: akkoord   andere toets: verder spelen
board-answers-new-game = { "j" }: ja   andere toets: nee

board-end-title = Het potje is uit
board-end-keys = { "n" }: nog eens   { "u" }: terugnemen   { "v" }: nabespreking   { "q" }: afsluiten
board-ended-agreed = Jullie hebben afgesproken te stoppen
board-ended-early = Het potje is vroeg gestopt

board-too-small = Het bord heeft een terminal van minstens { $need_width }x{ $need_height } nodig; deze is { $width }x{ $height }. Maak het venster groter; { "q" }: { $quit }.
board-too-small-answers = { "j" }: weggaan, { "s" }: bewaren en weggaan, andere toets: blijven.

board-facing = { $facing ->
    [south] de rij van Zuid onderaan
    [north] de rij van Noord onderaan
   *[mover] de speler die aan de beurt is onderaan
}

keys-more = { "?" } toetsen
keys-title = Toetsen
keys-back = een toets gaat terug

columns-above = nog { $count } erboven
columns-below = nog { $count } eronder
columns-scroll = { "↑↓" } scrollen ({ $noun ->
    [table] { $count ->
        [one] { $count } tafel
       *[other] { $count } tafels
    }
    [player] { $count ->
        [one] { $count } speler
       *[other] { $count } spelers
    }
    [student] { $count ->
        [one] { $count } leerling
       *[other] { $count } leerlingen
    }
   *[game] { $count ->
        [one] { $count } potje
       *[other] { $count } potjes
    }
})


## The home screen

home-title = Wari · het zaaispel
home-players = spelers
home-computer = computer
home-mode = speelwijze
home-variant = variant
home-seeds = zaadjes per putje
home-your-name = jouw naam
home-south-name = naam van Zuid
home-north-name = naam van Noord
home-language = taal
home-language-system = { $language } (van het systeem)
home-save-damaged = Het bewaarde potje { $file } kan niet verder: regel { $line } ervan is beschadigd.
home-save-not-a-save = { $file } is geen bewaard potje: er is niets om verder te spelen.
home-save-unreadable = Het bewaarde potje { $file } kan niet verder: het is niet te lezen.
home-who = { $who ->
    [people] twee mensen
    [computer-north] eerst jij, dan de computer
    [computer-south] eerst de computer, dan jij
   *[watch] kijken hoe de computer tegen zichzelf speelt
}
home-level = { $level ->
    [easy] makkelijk
    [medium] gemiddeld
   *[hard] moeilijk
}
home-level-about = { $level ->
    [easy] Op makkelijk kijkt de computer een zet of twee vooruit en maakt hij kinderfoutjes.
    [medium] Op gemiddeld maakt de computer geen fouten, maar kijkt hij maar vijf halve zetten vooruit.
   *[hard] Op moeilijk speelt de computer zo sterk als hij kan in de tijd die hij krijgt.
}
home-mode-about = { $mode ->
    [sorry] Elke speler probeert meer zaadjes te pakken dan de ander.
    [win-win] Speel samen: jullie winnen allebei als de schuren gelijk eindigen.
    [hurry] Elke beurt loopt er een klokje af: doe je zet voordat het afloopt.
   *[hurry-together] Elke beurt loopt er een klokje af, en jullie spelen allebei voor gelijke schuren.
}
home-variant-kids-and-caboodles = kids-and-caboodles
home-variant-warri-society = warri-society
home-variant-traditional = traditioneel
home-variant-dutch = nederlands
home-variant-kids-and-caboodles-about = Kids and Caboodles: niet uithongeren (je mag niet alle zaadjes van de ander pakken, behalve als er niets anders kan); speel door tot niemand meer een zet kan doen
home-variant-warri-society-about = Warri Society: niet alles wegvegen (een vangst die alle zaadjes van de ander zou pakken, pakt niets); { $seeds } zaadjes winnen
home-variant-traditional-about = Traditioneel (Ghana, Nigeria): niet uithongeren; { $seeds } zaadjes winnen en { $half }-{ $half } is gelijkspel
home-variant-dutch-about = Nederlandse folder: een zet die alle zaadjes van de ander pakt, mag niet; speel door tot niemand meer een zet kan doen
home-play = Spelen
home-continue = Verder met het laatst bewaarde potje
home-review = Nabespreking van het laatst bewaarde potje
home-learn = Leren spelen
home-puzzles = Puzzels
home-quit = Stoppen
home-name-about = Typ een naam, of laat het leeg, dan heet je { $name }.
home-continue-about = Het potje dat je het laatst met { "s" } hebt bewaard, vanaf waar je was gebleven.
home-review-about = Elke zet van het bewaarde potje beoordeeld door de computer: waar het gewonnen en verloren werd, en de betere zet.
home-learn-about = Lessen voor wie nog nooit heeft gespeeld: de regels stap voor stap, met zetten om te proberen, in de variant die je hierboven kiest.
home-puzzles-about = Vind de zet die meer zaadjes wint dan elke andere, uit echte potjes.
home-no-variant = Het regelbestand heeft geen enkele variant.
home-too-many-seeds = Te veel zaadjes per putje.
home-same-name = Beide spelers heten { $name }: geef een van de twee een andere naam.

home-no-variant-to-learn = Het regelbestand heeft geen variant om te leren.
home-cannot-read = Kan { $path } niet lezen: { $error }; de gewone keuzes blijven.
home-set-aside = { $path } was beschadigd: opzijgezet als { $aside }; de gewone keuzes blijven.
home-damaged = { $path } is beschadigd; de gewone keuzes blijven.
home-key-choose = regel kiezen
home-key-change = wijzigen
home-key-play = spelen
home-key-quit = stoppen
home-key-rub-out = wissen
home-key-name-done = klaar

## Lessons

lesson-screen-title = Wari leren: { $game }
lesson-pick = Kies een les:
lesson-skipped = (overgeslagen: { $why })
lesson-skip-majority = { $seeds } zaadjes beëindigen dit spel niet
lesson-skip-grand-slam = een grand slam pakt in dit spel gewoon de zaadjes
lesson-skip-board = de borden van deze les hebben { $lesson_pits } putjes per kant, en dit spel heeft er { $pits }
lesson-finished-count = { $finished } van de { $lessons } lessen af.
lesson-not-saved = Je voortgang kon niet worden bewaard: { $why }
lesson-page = Bladzijde { $page } van { $pages }
lesson-exercise = { $title }: oefening { $exercise } van { $exercises }
lesson-well-done = Goed gedaan!
lesson-answer = Speel { $pit }.
lesson-board-other-row = Rij van { $name }   ← de zaadjes gaan deze kant op
lesson-board-own-row = Rij van { $name } (jij)   de zaadjes gaan deze kant op →
lesson-board-other-store = Schuur van { $name }: { $seeds }
lesson-board-own-store = Schuur van { $name }: { $seeds }
lesson-key-choose = kiezen
lesson-key-open = openen
lesson-key-leave = verlaten
lesson-key-next = verder
lesson-key-back = terug
lesson-key-lessons = lessen
lesson-key-pit = of { "1-6" } putje spelen
lesson-key-hint = tip
lesson-key-words = tekst
lesson-key-try-again = opnieuw
lesson-key-go-on = verder

lesson-sowing-title = Zaaien: waar de zaadjes heen gaan
lesson-sowing-page-1 = Wari speel je met z'n tweeën. Het bord heeft twee rijen van zes putjes. Jij bent { $learner }: jouw rij is de onderste. De rij van { $other } is de bovenste. Jullie hebben allebei een schuur voor de zaadjes die je wint.
lesson-sowing-page-2 = Als je aan de beurt bent, kies je een van je putjes met zaadjes. Haal alle zaadjes eruit. Leg ze dan één voor één in de putjes die volgen: één zaadje in elk putje.
lesson-sowing-page-3 = De zaadjes gaan altijd dezelfde kant op: langs jouw rij naar rechts, omhoog naar de rij van { $other } en daarlangs naar links, en dan weer omlaag naar jouw rij.
lesson-sowing-page-4 = Jouw putjes heten { $first } tot { $last }, vanaf jouw linkerkant. Die van { $other } heten { $other_first } tot { $other_last }, vanaf zijn linkerkant: hij zit tegenover je, dus zijn { $other_first } is rechtsboven, net boven jouw { $last }.
lesson-sowing-pointer-1 = Een putje met { $seeds } zaadjes komt { $seeds } putjes verder. Tel { $seeds } stappen terug vanaf putje { $pit } van { $other }.
lesson-sowing-pointer-2 = Putje { $pit } van { $other } is het derde putje van zijn rij. Tel vanaf daar { $steps } stappen terug.

lesson-going-round-title = Grote putjes gaan helemaal rond
lesson-going-round-page-1 = Een putje met { $seeds } zaadjes of meer heeft genoeg om het hele bord rond te gaan en terug te komen.
lesson-going-round-page-2 = Als de zaadjes terugkomen bij het putje waar ze uit kwamen, slaan ze het over: dat putje blijft leeg, en het zaadje gaat in het volgende putje.
lesson-going-round-pointer = Alleen een groot putje komt zo ver. Tel zijn zaadjes helemaal rond, en sla het putje over waar ze vandaan kwamen.

lesson-capture-title = { $low } of { $high } zaadjes pakken
lesson-capture-page-1 = Kijk waar je laatste zaadje valt. Valt het in een putje van { $other }, en heeft dat putje nu precies { $low } of { $high } zaadjes, dan pak je ze: ze gaan naar jouw schuur.
lesson-capture-page-2 = Valt het laatste zaadje in je eigen rij, of heeft het putje van { $other } daarna { $too_few } zaadje, of { $too_many } of meer, dan pak je niets.
lesson-capture-page-3 = Aan het eind van het potje wint de volste schuur.
lesson-capture-pointer = Aan het begin had putje { $pit } van { $other } { $has ->
    [one] { $has } zaadje
   *[other] { $has } zaadjes
}: eentje erbij maakt { $makes }. Probeer het putje waarvan het laatste zaadje in putje { $pit } van { $other } valt.

lesson-chain-title = Een reeks vangsten
lesson-chain-page-1 = Kijk na een vangst naar het putje er vlak voor: het putje waar je vóór het laatste een zaadje in legde. Is dat ook van { $other }, en heeft het { $low } of { $high } zaadjes, dan pak je die ook.
lesson-chain-page-2 = Ga zo door naar achteren, putje voor putje, zolang elk putje van { $other } is en { $low } of { $high } zaadjes heeft. Dat is een reeks, en daarmee kun je in één keer veel zaadjes winnen.
lesson-chain-pointer = Aan het begin hadden de putjes { $first } en { $second } van { $other } elk { $seeds } zaadje en had { $last } er { $last_seeds }. Zoek een zet die in elk van die putjes een zaadje legt en in { $last } eindigt.

lesson-chain-stops-title = Wat een reeks stopt
lesson-chain-stops-page-1 = Een reeks stopt bij het eerste putje dat geen { $low } of { $high } zaadjes heeft: een leeg putje, een putje met { $too_few }, of met { $too_many } of meer.
lesson-chain-stops-page-2 = Een reeks stopt ook als hij terugkomt in je eigen rij: uit je eigen putjes pak je nooit iets.
lesson-chain-stops-pointer = Een reeks door putje { $pit } van { $other } stopt daar: er zouden { $seeds } zaadjes in zitten. Zoek een zet die vóór { $pit } eindigt.

lesson-feeding-title = { $other } voeren
lesson-feeding-page-1 = Heeft { $other } helemaal geen zaadjes meer in zijn rij als jij aan de beurt bent, dan moet je hem er wat geven. Je mag alleen een putje spelen waarvan de zaadjes tot zijn rij komen.
lesson-feeding-page-2 = Jouw { $nearest } heeft maar { $nearest_seeds } zaadje nodig om bij { $other } te komen. Een putje verder naar links heeft er meer nodig: { $second } heeft er { $second_seeds } nodig, { $third } heeft er { $third_seeds } nodig, en { $farthest } heeft er { $farthest_seeds } nodig.
lesson-feeding-pointer = Een putje met { $seeds } zaadje komt maar tot het volgende putje. Welk van jouw putjes ligt naast de rij van { $other }?

lesson-grand-slam-title = Alle zaadjes pakken: de grand slam
lesson-grand-slam-page-1 = Soms kan één zet alle zaadjes in de rij van { $other } pakken. Dat heet een grand slam.
lesson-grand-slam-forbidden-unless-only-move = In dit spel mag dat niet: { $other } zou niets meer hebben om mee te spelen. Het bord laat het je niet doen, behalve als al je zetten een grand slam zijn. Dan moet je er een spelen, en die pakt gewoon de zaadjes.
lesson-grand-slam-forbidden = In dit spel mag dat niet: { $other } zou niets meer hebben om mee te spelen. Alleen als al je zetten een grand slam zijn, moet je er een spelen, en dan pakt die niets.
lesson-grand-slam-no-capture = In dit spel mag je hem spelen, maar hij pakt niets: de zaadjes blijven in de rij van { $other }, dus hij heeft nog iets om mee te spelen.
lesson-grand-slam-capture = In dit spel pakt een grand slam gewoon de zaadjes.
lesson-grand-slam-pointer = Met { $pit } zou je alle zaadjes van { $other } bereiken: een grand slam. Zoek een kleinere vangst.

lesson-majority-title = { $seeds } zaadjes winnen
lesson-majority-page-1 = In dit spel heb je meteen gewonnen zodra jouw schuur meer dan de helft van de { $total } zaadjes heeft, dus { $seeds } of meer.
lesson-majority-page-2 = Eindigen beide schuren met { $seeds } zaadjes, dan is het gelijkspel.
lesson-majority-pointer = Je schuur heeft er { $store }. Pak er nog { $more } en je hebt er { $seeds }.

lesson-ending-title = Hoe het potje eindigt
lesson-ending-majority = In dit spel is het potje voorbij zodra één schuur meer dan de helft van alle zaadjes heeft ({ $seeds } van de { $total }). Raken de zaadjes eerder op, dan eindigt het op een van de manieren op de volgende bladzijden.
lesson-ending-no-majority = In dit spel is het niet voorbij als je veel zaadjes hebt: je speelt door tot er een van de dingen op de volgende bladzijden gebeurt.
lesson-ending-page-2 = Ben je aan de beurt en kun je geen zet doen, dan is het potje voorbij: je hebt geen zaadjes meer, of de ander heeft er geen en geen enkele zet van jou kan hem er wat geven. Dan doet elke speler de zaadjes die nog in zijn eigen rij liggen in zijn eigen schuur.
lesson-ending-page-3 = Gaan de zaadjes rond en rond en komt het bord weer precies zo te staan als eerder, dan draait het potje in een kringetje. Het eindigt dan op dezelfde manier: elke speler houdt de zaadjes in zijn eigen rij.
lesson-ending-page-4 = Tel dan de schuren: de volste wint.
lesson-ending-pointer = Zoek het putje dat nog zaadjes heeft, en kijk waar zijn laatste zaadje valt.

lesson-modes-title = Drie manieren van spelen
lesson-modes-page-1 = { -board-sorry }: jullie spelen tegen elkaar. Probeer te eindigen met meer zaadjes in je schuur dan de ander. Een tip laat de zet zien die het meest pakt.
lesson-modes-page-2 = { -board-win-win }: jullie spelen samen! Het doel is dat beide schuren eindigen met evenveel zaadjes. Dan hebben jullie allebei gewonnen.
lesson-modes-page-3 = { -board-hurry }: geen tijd om na te denken! Elke beurt loopt er een kort klokje af, en als het afloopt, wordt er een zet voor je gedaan. Dat kan zowel in { -board-sorry } als in { -board-win-win }.

lesson-task-last-seed = Laat je laatste zaadje in putje { $pit } van { $other } vallen.
lesson-task-capture = Pak { $seeds } zaadjes in één zet.
lesson-task-chain = Pak zaadjes uit { $pits } putjes van { $other } in één zet.
lesson-task-feed = { $other } heeft geen zaadjes. Geef hem er wat.
lesson-task-grand-slam = Pak wat zaadjes, maar laat er ook wat over voor { $other }.
lesson-task-win = Win het potje in één zet.
lesson-task-last-pit = Je hebt nog één putje over. Speel het om te winnen, en kijk hoe het potje eindigt.

## Puzzles

puzzle-title = Wari-puzzels: { $variant }
puzzle-heading = Puzzel { $number } van { $count } ({ $grade }, { $theme }, niveau { $rating }{ $solved ->
        [yes] , opgelost
       *[no] {""}
    })
puzzle-grade-easy = makkelijk
puzzle-grade-medium = gemiddeld
puzzle-grade-hard = moeilijk
puzzle-theme-feed-or-lose = voeren of verliezen
puzzle-theme-grand-slam-trap = de grand-slam-val
puzzle-theme-double-capture = een dubbele vangst
puzzle-theme-emptying-a-big-pit = een groot putje leegmaken
puzzle-theme-counting-to-the-target = tellen tot het doel
puzzle-theme-defending-a-two = een 2 verdedigen
puzzle-theme-thinking-ahead = vooruitdenken
puzzle-record = Jouw niveau { $rating } · reeks { $streak }, beste { $best }
puzzle-task = { $name } (Zuid) is aan de beurt. Zoek de zet die minstens { $seeds } meer wint dan elke andere.
puzzle-solved = Opgelost!
puzzle-pointer-easy = Een makkelijke: kijk wat elke zet nu pakt, en wat { $them } terug kan pakken.
puzzle-pointer-medium = Een gemiddelde: kijk twee zetten vooruit, die van jou en die van { $them }, en dan weer die van jou.
puzzle-pointer-hard = Een moeilijke: het antwoord zie je pas drie zetten of meer vooruit; bedenk welke putjes van { $them } je klaar kunt zetten om te pakken, en welke van jou hij kan pakken.
puzzle-reason-takes = { $answer } pakt nu { $seeds }.
puzzle-reason-takes-and-sets-up = { $answer } pakt nu { $seeds }, en zet er nog { $later } klaar in { $moves ->
        [one] de volgende zet
       *[other] de volgende { $moves } zetten
    }.
puzzle-reason-sets-up = { $answer } pakt nu niets, maar zet een vangst klaar: als jullie allebei zo goed mogelijk spelen, pak jij { $seeds } in { $moves ->
        [one] de volgende zet
       *[other] de volgende { $moves } zetten
    }.
puzzle-reason-holds = { $answer } pakt nu niets, en laat { $them } niets te pakken in { $moves ->
        [one] de volgende zet
       *[other] de volgende { $moves } zetten
    }.
puzzle-reason-holds-some = { $answer } pakt nu niets, en laat { $them } maar { $seeds } pakken in { $moves ->
        [one] de volgende zet
       *[other] de volgende { $moves } zetten
    }.
puzzle-reason-saves = { $answer } redt je zaadjes: { $them } kon { $seeds } pakken als hij aan de beurt was, en na { $answer } { $after ->
        [0] niets meer
       *[other] maar { $after }
    }.
puzzle-next-best-fault = De op een na beste zet is { $worse }: { $fault }
puzzle-next-best-behind = De op een na beste zet is { $worse }: als jullie allebei zo goed mogelijk spelen, eindig je met minstens { $seeds } minder dan na { $answer }.
puzzle-right = Goed zo! { $reason }
puzzle-answer = Het antwoord is { $answer }. { $reason }
puzzle-then = Daarna: { $reply }
puzzle-not-best = Niet de beste zet: een andere wint minstens { $seeds } meer.
puzzle-not-saved = Je resultaten konden niet bewaard worden: { $why }
puzzle-no-data-directory = Dit systeem heeft geen gegevensmap: je resultaten worden niet bewaard.
puzzle-key-others = andere puzzels
puzzle-key-try-again = opnieuw
puzzle-key-next = volgende puzzel
puzzle-key-leave = stoppen

## The review

review-title = Nabespreking: { $south } (Zuid) en { $north } (Noord), { $mode }
review-waiting-next = wachtrij: als volgende
review-waiting = wachtrij: { $ahead } voor je
review-progress = bespreken { $done }/{ $moves }
review-start = Het begin, voor de eerste zet.
review-start-table = Het begin, voor de eerste zet. De nabespreking weet precies hoe een potje afloopt als er { $seeds } zaadjes of minder over zijn: daar zegt ze hoe perfect spel eindigt.
review-not-yet = Nog niet besproken.
review-agreed = Toen spraken de spelers af hier te stoppen.
review-marked = { $number } { $played }{ $mark }: { $verdict ->
        [inaccuracy] kleine fout
        [mistake] fout
       *[blunder] blunder
    }, { $seeds } verloren. { $why }
review-only-move = { $played } was de enige zet.
review-best-move = { $played } was de beste zet.
review-kept-value = { $played } bleef binnen een zaadje van { $best }.
review-summary-later = De samenvatting komt als elke zet besproken is.
review-summary-no-moves = { $name }: geen zetten
review-summary-kept = { $name }: { $percent }% goede zetten.
review-summary-worst = Grootste fout: zet { $number }, { $played }, { $seeds } kwijt.
review-summary-find = Mooiste vondst: zet { $number }, { $played }.
review-moves = Zetten
review-chart = Waarde voor Zuid, in zaadjes
review-key-step = bladeren
review-key-first = begin
review-key-last = einde
review-key-quit = stoppen

## The classroom: the name screen, the lobby and the tables

# De sessie: regels voor één leerling, onderaan het scherm, en de regel
# die in de terminal blijft staan als de sessie stopt.
class-you-are = Je bent { $name }.
class-name-cut = Een naam heeft hoogstens { $count } letters: je bent { $name }.
class-back = Het klaslokaal is terug: elke partij gaat verder waar ze stopte.
class-goodbye-name-handed-over = wari: je hebt de naam { $name } aan je andere computer gegeven, dus deze verbinding is gesloten.
class-goodbye-name-taken-back = wari: { $name } logde opnieuw in nadat er { $minutes } minuten niets van deze verbinding kwam, dus ze is gesloten.
class-goodbye-sent-out = wari: de leraar heeft je gevraagd de klas te verlaten.
class-goodbye-closed = wari: de leraar heeft de klas gesloten. Bedankt voor het spelen!
class-goodbye-closed-teacher = wari: de klas is gesloten.
class-goodbye-screen-broken = wari: je scherm kon niet getekend worden, sorry: maak opnieuw verbinding om terug te komen.
class-goodbye = wari: tot de volgende keer.
# $time is class-minutes of class-seconds.
class-goodbye-idle = wari: gesloten na { $time } zonder toets. Kom gerust terug.
class-too-many-keys = Te veel toetsen tegelijk: doe een beetje rustiger.
class-pasted = Geplakte tekst doet hier niets: één toets tegelijk.
class-board-does-not-fit = Maak het venster groter om te spelen: het bord past er niet in.
class-idle-warning = Al even geen toets: deze verbinding sluit over { $seconds } s. Druk op een toets om te blijven.
class-minutes = { $count ->
    [one] { $count } minuut
   *[other] { $count } minuten
}
class-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } seconden
}
# Het bericht van de leraar aan de klas, zoals elke leerling het leest.
class-teacher-says = Leraar: { $text }
class-no-puzzles = Er zijn geen puzzels voor { $variant }.
class-no-lessons = Er zijn geen lessen zonder variant.
# $work is lesson of puzzles.
class-work-set = Je leraar heeft de klas { $work ->
    [lesson] een les
   *[puzzles] de puzzels
} opgegeven.
class-nothing-to-review = Er is geen afgelopen potje om na te bespreken.

# Wat de opdrachten van de leraar deden, onderaan de console.
class-teacher-closed = Tafel { $table } is gesloten.
class-teacher-no-table = Tafel { $table } is er niet meer.
class-teacher-message-sent = Je bericht staat op het scherm van elke leerling.
class-teacher-sent-out = { $name } is weggestuurd; die naam kan deze les niet meer terugkomen.
class-teacher-gone = { $name } is er niet meer; die naam kan deze les niet meer terugkomen.
# $players is hoeveel er meedoen.
class-teacher-tournament-begun = Het toernooi met { $players } is begonnen: ronde 1 is ingedeeld.
class-teacher-round-paired = Ronde { $round } is ingedeeld; de tafels zijn open.
class-teacher-tournament-over = Het toernooi is afgelopen: de stand is definitief.
class-teacher-round-over = De ronde is afgelopen: { "r" } deelt de volgende in.
class-teacher-work-set = Opgegeven. Het gaat open voor iedereen die niet aan een tafel zit, en voor spelers na hun potje.

# Het naamscherm, voor een leerling van wie een andere leerling de naam al heeft.
class-name-title = Wari-klas
class-name-held = { $name } is er al, op een andere computer.
class-name-asking = Hun scherm vraagt of jij dat bent: we wachten op hun antwoord (hooguit { $seconds } seconden).
class-name-key-stop-waiting = stopt met wachten, om een andere naam te kiezen
class-name-key-claim = gaat naar binnen met deze naam
class-name-key-leave = vertrekt
class-name-key-language = taal
class-name-add-a-letter = Ben je een andere { $name }? Zet er een letter bij om jullie uit elkaar te houden, zoals "{ $name } K".
# De naam die tot nu toe getypt is, met de cursor erachter.
class-name-typed = Je naam: { $typed }_
# Voor de talen, elk in zijn eigen woorden: Tab kiest de volgende.
class-name-languages = Taal:
# Het venster op het scherm van een leerling onder wiens naam iemand anders inlogt.
class-question-someone = Iemand logt in als { $name }.
class-question-is-that-you = Ben jij dat, op een andere computer?
class-question-keys = { "j" }: laat de naam gaan (dit scherm sluit)   { "n" }: houden
class-question-no-answer = Zonder antwoord hou je hem.
class-question-title = Je naam

# De lobby: de tafels in de klas.
lobby-heading = Wari-klas · je bent { $name } · { $people } hier · { $tables ->
    [one] { $tables } tafel
   *[other] { $tables } tafels
}
lobby-seat-kept = Je plaats aan tafel { $table } blijft vrij voor jou: typ { $table } en { "Enter" } om weer te gaan zitten.
lobby-reviewable = Je laatste potje was aan tafel { $table }: { "v" } bespreekt het na, zet voor zet.
lobby-no-tables = Nog geen tafels. Druk op { "n" } om er een te openen; een klasgenoot komt er vanaf hier bij.
# $number is het getypte nummer.
lobby-no-such-table = Er is geen tafel { $number }: typ een ander nummer, of { "↑↓" }.
lobby-key-choose = kiezen
lobby-key-join = meedoen
lobby-key-watch = kijken
lobby-key-new-table = nieuwe tafel
lobby-key-puzzles = puzzels
lobby-key-lessons = lessen
lobby-key-leave = weggaan
lobby-language = { $language } ({ "Tab" })
# De kolommen van de lijst, na het nummer van de tafel.
lobby-column-players = spelers
lobby-column-game = spel
lobby-column-state = status
# De plaats van de computer: zijn naam en zijn niveau (de woorden van home-level).
lobby-computer-player = { $name } ({ $level })
lobby-player-away = { $name } (weg)
lobby-demo-players = computerdemo ({ $levels })
lobby-players = { $south } tegen { $north }
lobby-finished = klaar: { $result }
# $state is het woord van table-phase of lobby-finished.
lobby-watched = { $state } · { $watching ->
    [one] { $watching } kijkt
   *[other] { $watching } kijken
}
# De ronde van een toernooi, boven de lijst.
lobby-round-seat = Ronde { $round }: je speelt aan tafel { $table } als { $side ->
    [south] Zuid (jij begint)
    [south-begun] Zuid
   *[north] Noord
} tegen { $opponent }: typ { $table } en { "Enter" }.
lobby-round-rest = Ronde { $round }: je rust deze ronde.
# $title is de vorm van het toernooi, de variant en de manier van spelen.
lobby-standings-final = Eindstand · { $title }
lobby-standings = Toernooi · { $title } · ronde { $round } van { $rounds }

# Het formulier voor een nieuwe tafel.
lobby-form-title = Nieuwe tafel
# De regels van het formulier, voor hun waarden.
lobby-form-variant = variant
lobby-form-mode = manier
lobby-form-seeds = zaadjes per putje
lobby-form-players = spelers
lobby-form-computer = computer
# Wie speelt: students (twee leerlingen), you-first (jij, dan de computer),
# computer-first, of demo (alleen de computer, waar de klas naar kijkt).
lobby-form-who = { $who ->
    [students] twee leerlingen
    [you-first] jij, dan de computer
    [computer-first] de computer, dan jij
   *[demo] alleen de computer (demo)
}
# $level is het woord van home-level, $description dat van board-level-description.
lobby-form-level = De computer op niveau { $level } { $description }.
lobby-form-demo = Hij speelt voor allebei en vertelt wat elke zet deed; iedereen mag kijken.
lobby-form-key-line = kies een regel
lobby-form-key-change = verander hem
lobby-form-key-open = opent de tafel
lobby-form-key-back = terug

# Een tafel: wat hij doet, zoals de lobby en de console het laten zien.
table-phase = { $phase ->
    [waiting] wacht
    [playing] bezig
   *[finished] klaar
}
# Een plaats in een demo die de computer niet speelt, tussen zijn niveaus.
table-a-person = een mens
# De uitslag van een afgelopen potje (de woorden van board-short-…) en waarom het afliep.
table-result-why = { $result } ({ $reason ->
    [majority] meer dan de helft van de zaadjes ligt in één schuur
    [split] elke schuur heeft de helft van de zaadjes
    [repetition] hetzelfde bord kwam terug
    [empty-row] wie aan de beurt was, had geen zaadjes
    [cannot-feed] wie aan de beurt was, kon de ander niet voeren
   *[agreement] gestopt in overleg
})
# Een manier van spelen in een of twee woorden, voor de smalle kolom van de lobby.
table-mode-short = { $mode ->
    [sorry] Sorry
    [win-win] Win-win
    [hurry] Snel
   *[hurry-together] Snel samen
}
# Een tafel die op de tweede speler wacht. $mode is het woord van board-mode-title.
table-waiting-title = Tafel { $table }: { $variant } · { $mode } · { $seeds ->
    [one] { $seeds } zaadje
   *[other] { $seeds } zaadjes
} per putje
table-waiting-south = { $name } zit op Zuid en wacht op een tweede speler.
table-waiting-join = Een andere leerling komt erbij vanuit de lobby, met { "Enter" } op deze tafel.

# De onderste regel van het scherm van een tafel.
table-help-keys = Regels en toetsen · { "↑↓" } scrollen · elke andere toets gaat terug
# $paused is yes of no; $keys de toetsen van het bord.
table-host-keys = Jouw demo · { "spatie" } { $paused ->
    [yes] verder
   *[no] pauze
} · { $keys }
table-spectator-keys = Je kijkt bij tafel { $table } · { $keys }
table-your-turn-keys = Jouw beurt: zaai met cijfer, klik of { "←→" } { "Enter" } · { $keys }
table-you-play = Je speelt { $side ->
    [south] Zuid
   *[north] Noord
} ({ $name }) aan tafel { $table } · { $keys }
# De toetsen van een tafel, onderaan en in de hulp.
table-footer-another-game = nog een potje
table-help-key-another-game = nog een potje, als het afgelopen is
table-footer-lobby = lobby
table-help-key-lobby = terug naar de lobby
table-footer-console = console
table-help-key-console = terug naar de console
table-footer-levels = niveaus
table-help-key-levels = het niveau van Zuid en van Noord
table-end-keys = { "n" }: nog een potje   { "q" }: terug naar de lobby
table-demo-help = Wie de tafel opende, of de leraar, leidt de demo: { "spatie" } pauzeert en gaat verder, { "." } speelt één zet tijdens de pauze, { "1" } en { "2" } veranderen het niveau van Zuid en Noord, { "+" } en { "-" } de snelheid, { "n" } begint opnieuw; { "q" } gaat terug naar de lobby.
# Na de naam van een gepauzeerde computer, op de beurtregel.
table-paused = staat op pauze
table-learn-help = Ken je wari nog niet? In de lobby opent { "p" } puzzels: zoek de beste zet.

# Wat een tafel tegen iedereen aan die tafel zegt. $score is de schuren
# met de namen: "ama 20, kofi 28".
table-class-paused = De leraar heeft de klas op pauze gezet.
table-class-goes-on = De klas gaat verder.
table-closed = De leraar heeft tafel { $table } gesloten.
table-sent-out-abandoned = { $name } is uit de klas gestuurd, dus het potje stopt bij { $score }.
table-sent-out = { $name } is uit de klas gestuurd.
table-back = { $name } is terug.
table-left-abandoned = { $name } is van tafel gegaan, dus het potje stopt bij { $score }.
table-left = { $name } is van tafel gegaan.
table-dropped-from-computer = { $name } is van tafel gegaan; het potje wacht tot die terugkomt.
table-dropped = { $name } is van tafel gegaan: wacht, of druk op { "e" } om het potje te beëindigen.
table-nobody-came-back = Niemand kwam binnen { $minutes } minuten terug, dus het potje is gestopt.
table-offers-end = { $by } wil het potje hier stoppen: { $to }, { "j" } is akkoord.
table-offer-lapsed = Het voorstel van { $by } om te stoppen vervalt met die zet.
table-both-agreed = Beide spelers zijn akkoord om het potje te stoppen.
table-plays-on = { $name } wil verder spelen.
table-ended-alone = { $name } heeft het potje gestopt terwijl { $away } weg was.
table-asks-another = { $by } vraagt om nog een potje: { $to }, { "j" } is akkoord, en begint.
table-another = Nog een potje: { $first } begint.
table-demo-again = Een nieuw potje: de computer speelt het weer.

# Waarom een tafel nee zegt tegen de toets van een leerling.
table-refused-someones-demo = Tafel { $table } is de demo van { $host }: { "w" } kijkt mee.
table-refused-full = Aan tafel { $table } zitten al twee spelers: { "w" } kijkt mee.
table-refused-watching = Je kijkt mee: { "q" } gaat terug naar de lobby.
table-refused-no-game-yet = We wachten op een tweede speler aan deze tafel.
table-refused-not-your-turn = { $other } is aan de beurt.
table-refused-game-over = Het potje is afgelopen: { "n" } vraagt om nog een potje, { "q" } gaat terug naar de lobby.
table-refused-other-gone = { $other } is van deze tafel gegaan: { "q" } gaat terug naar de lobby.
table-refused-already-asked = Je hebt het al gevraagd: { $other } antwoordt met { "y" }.
table-refused-answer-yes = { $other } vroeg al om nog een potje: { "j" } is akkoord.
table-refused-not-a-table-key = Aan een tafel in de klas: { "← →" } { "Enter" } of een cijfer speelt, { "e" } stelt stoppen voor, { "q" } gaat weg.
table-refused-class-paused = De leraar heeft de klas op pauze gezet: wacht tot het verder gaat.
table-refused-demo-keys = Jouw demo: { "spatie" } pauze · { "." } stap · { "1 2" } niveaus · { "+ -" } snelheid · { "n" } nieuw potje · { "q" } lobby
table-refused-no-rematch = Dit potje telt voor ronde { $round } van het toernooi, dus aan deze tafel komt geen ander potje: { "q" } gaat terug naar de lobby, waar elke tafel die je opent een vriendschappelijk potje is.
table-refused-no-hint = Geen tips in een toernooipotje: je speelt het zelf.
table-end-keys-tournament = { "q" }: terug naar de lobby
table-counted-sent-out = { $gone } is weggestuurd: { $name } krijgt het punt

# Een vraag voor één speler; $preview is wat nu stoppen zou opleveren.
table-ask-leave = Weggaan? Het potje stopt bij { $score }. { "j" } gaat weg, een andere toets blijft.
table-ask-offer-end = Nu stoppen? { $preview }. { "j" } stelt het voor, een andere toets speelt verder.
table-asked-to-stop = { $name } wil stoppen: { $preview }. { "j" } is akkoord, een andere toets speelt verder.


## The classroom: the teacher's console and the lesson's summary
# De console van de leraar: de tabbladen op de tweede regel.
console-tab-tables = Tafels
console-tab-students = Leerlingen
console-tab-results = Uitslagen
console-tab-tournament = Toernooi

# Wat een toets doet, na de toets op de laatste regel. Kort houden: de
# hele regel van het tabblad Tafels past in 80 kolommen.
console-key-watch = kijk
console-key-close = sluit
console-key-new = nieuw
console-key-pause = pauze
console-key-go-on = verder
console-key-message = bericht
console-key-more = meer
console-key-quit = stop
console-key-choose = kiezen
console-key-remove = wegsturen
console-key-mark = meedoen aan toernooi
console-key-set-lesson = les opgeven
console-key-review = nabespreken
console-key-new-tournament = nieuw toernooi
console-key-next-round = volgende ronde
console-key-end-round = ronde beëindigen
console-key-arrows = pijltjes

console-title = Wari-klas · leraar
console-paused = PAUZE: { "p" } laat ze spelen
console-not-kept = NIET BEWAARD: het logboek van de les kan niet worden geschreven (zie het serverlog)
console-screens = op { $count ->
    [one] { $count } scherm
   *[other] { $count } schermen
}
console-students = { $count ->
    [one] { $count } leerling
   *[other] { $count } leerlingen
}
console-tables = { $count ->
    [one] { $count } tafel
   *[other] { $count } tafels
}
console-ended = { $count } klaar
console-logging-in = { $count ->
    [one] { $count } logt in
   *[other] { $count } loggen in
}

console-no-tables = Nog geen tafels. Leerlingen openen ze vanuit de lobby; { "n" } opent er hier een.
console-tables-shown = tafels { $first }-{ $last } van { $count }: { "↑↓" } scrollen
console-away = (weg)
console-waits = { $name } wacht op een medespeler
console-to-move = { $name } is aan zet
console-name-away = { $name } weg
console-watching = { $count ->
    [one] { $count } kijkt
   *[other] { $count } kijken
}
console-demo = demo { $levels }

console-no-students = Er is nog geen leerling ingelogd.
console-column-student = leerling
console-column-lessons = lessen
console-column-puzzles = puzzels
console-column-where = waar
console-column-won-drawn-lost = partijen W-G-V
console-students-counts = Elk getal: deze les / het hele trimester.
console-place-lobby = lobby
console-place-seat = tafel { $table }, { $side ->
    [south] Zuid
   *[north] Noord
}
console-place-demo = tafel { $table }, leidt de demo
console-place-watching = kijkt bij tafel { $table }
console-doing-review = leest een nabespreking
console-doing-puzzles = maakt puzzels
console-doing-lessons = in de lessen
console-doing-form = opent een tafel

console-no-results = Er is nog geen potje afgelopen.
console-column-table = tafel
console-column-south = Zuid
console-column-north = Noord
console-column-result = uitslag
console-column-moves = zetten

console-no-tournament = Nog geen toernooi. Kies wie meedoet met { "spatie" } op het tabblad Leerlingen (niemand gekozen: iedereen), en dan { "t" } hier.
console-cup-heading = { $title } · ronde { $round } van { $rounds } · { $state }
console-cup-finished = afgelopen
console-cup-round-over = ronde klaar: { "r" } deelt de volgende in
console-cup-playing = bezig
console-cup-round-robin = Iedereen tegen iedereen
console-cup-swiss = Zwitsers, { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}
console-board-at = tafel { $table }: { $south } (Zuid) – { $north }, { $state }
console-board-nowhere = geen tafel: { $south } (Zuid) – { $north }, { $state }
console-board-playing = bezig
console-board-won = { $name } won
console-board-draw = gelijkspel
console-board-forfeit = { $winner } won: { $absent } is weg
console-board-both-left = allebei weg
console-bye = { $name } speelt deze ronde niet.
console-column-points = punten
console-column-buchholz = Buchholz
console-column-games = potjes
console-left = { $name } (weg)

console-ask-message = Bericht aan iedereen: { $text }▏  { "Enter" } verstuurt · { "Esc" } annuleert
console-ask-close = Tafel { $table } sluiten? Een potje dat nog niet uit is, telt als afgebroken. { "j" } ja · andere toets nee
console-ask-remove = { $name } uit de klas sturen? { "j" } ja · andere toets nee
console-ask-end-round = De ronde beëindigen? Potjes die nog bezig zijn, worden beslist door hun schuren. { "j" } ja · andere toets nee
console-ask-work = Geef de klas: { $work } · { "←→" } kiezen · { "Enter" } geeft het op · andere toets nee
console-work-lesson = de les "{ $title }"
console-work-puzzles = de puzzels
console-ask-tournament = Toernooi met { $players }: { "f" } { $format } · { "v" } { $variant } · { "m" } { $mode } · { "Enter" } begint · { "Esc" }
console-form-round-robin = iedereen tegen iedereen
console-form-round-robin-most = iedereen tegen iedereen (hoogstens { $most })
console-form-swiss = Zwitsers, { "←→" } { $rounds ->
    [one] { $rounds } ronde
   *[other] { $rounds } rondes
}

console-refused-running = Er loopt al een toernooi: speel eerst de rondes uit.
console-refused-none = Er is geen toernooi: { "t" } begint er een.
console-refused-tables = De ronde heeft { $needed ->
    [one] { $needed } tafel
   *[other] { $needed } tafels
} nodig en er { $free ->
    [one] is er maar { $free }
   *[other] zijn er maar { $free }
} vrij: sluit er eerst een paar.
console-refused-too-few = Een toernooi heeft minstens 2 spelers nodig, niet { $count }.
console-refused-too-many = Iedereen tegen iedereen kan met hoogstens { $max } spelers, niet { $count }.
console-refused-named-twice = { $name } staat er twee keer in.
console-refused-no-rounds = Een Zwitsers toernooi heeft minstens 1 ronde nodig.
console-refused-unfinished = De ronde heeft nog { $count ->
    [one] { $count } potje
   *[other] { $count } potjes
} zonder uitslag.
console-refused-all-paired = Alle rondes zijn al ingedeeld.
console-refused-too-few-left = Er doen minder dan 2 spelers meer mee aan het toernooi.
console-refused-no-round = Er is nog geen ronde ingedeeld.
console-refused-not-in-round = { $south } (Zuid) tegen { $north } (Noord) is geen potje van deze ronde.
console-refused-forfeited = { $south } tegen { $north } is zonder spelen beslist.
console-refused-unknown = { $name } doet niet mee aan het toernooi.
console-refused-withdrawn = { $name } is al gestopt met het toernooi.
console-refused-not-withdrawn = { $name } is niet gestopt met het toernooi.

console-summary = Samenvatting van de les: { $ended ->
    [one] { $ended } potje
   *[other] { $ended } potjes
} afgelopen, { $going ->
    [one] { $going } potje
   *[other] { $going } potjes
} niet uitgespeeld.
console-summary-ended = tafel { $table }: { $south } tegen { $north }: { $result } ({ $moves ->
    [one] { $moves } zet
   *[other] { $moves } zetten
})
console-summary-going = tafel { $table }: { $south } tegen { $north }: niet uitgespeeld, { $south_store }-{ $north_store }

serve-prompt = Toegangscode:
serve-wrong-code = Die code klopt niet: probeer het nog eens.
serve-left = je hebt het klaslokaal verlaten
serve-full-waiting = Het klaslokaal is vol: { $count ->
    [one] { $count } verbinding van jouw netwerk is
   *[other] { $count } verbindingen van jouw netwerk zijn
} nog aan het inloggen. Probeer het over een minuut nog eens.
serve-full-from-network = Het klaslokaal is vol: al { $count ->
    [one] { $count } verbinding
   *[other] { $count } verbindingen
} van jouw netwerk. Probeer het over een minuut nog eens.
serve-full-server = Het klaslokaal is vol ({ $count ->
    [one] { $count } verbinding
   *[other] { $count } verbindingen
}). Probeer het over een minuut nog eens.

room-closing = Het klaslokaal gaat dicht.
room-full = Het klaslokaal is vol ({ $sessions } leerlingen): probeer het straks nog eens.
room-teacher-screens = De leraar zit al op { $screens } schermen: sluit er eerst een.
room-too-many-tables = { $tables ->
    [one] Er is al { $tables } tafel
   *[other] Er zijn al { $tables } tafels
}, meer kan dit lokaal niet aan: ga aan een tafel zitten of kijk mee.
room-table-closed = Tafel { $table } is gesloten.
room-name-busy = Iemand anders vraagt { $name } nu al om die naam.
room-name-kept = { $name } is er al, op een andere computer, en houdt de naam.
room-name-empty = Typ eerst een naam: letters en cijfers.
room-name-barred = De leraar heeft { $name } uit de klas gestuurd.
room-name-teachers = Namen die met "{ $teacher }" beginnen, zijn van de leraar: typ een andere.

## Words longer than their rows, a window at a time: the last row
## names the key for the rest ($key: a page down, or a page up).
said-more = ↓ verder: { $key }
said-back = ↑ terug: { $key }
