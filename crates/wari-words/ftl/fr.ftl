# Les mots du jeu wari en français. Les mots de chaque idée sont ceux de
# docs/GLOSSARY.md.

## The language itself

language-name = Français

## Words used everywhere

seeds = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}

name-south = Sud
name-north = Nord
name-computer = Robot
# A computer playing one side of a demo, the other side another computer:
# "South (computer)".
name-computer-side = { $side } (ordinateur)

## Every screen

too-small = Cet écran a besoin d'un terminal d'au{ "\u00A0" }moins { $need_width }x{ $need_height } ; celui-ci fait { $width }x{ $height }. Agrandis la fenêtre ; q : quitter.

## The board: turns, moves and what they did

board-sowed = { $mover } a semé { $seeds } de la case { $pit }.
board-last-own-row = La dernière graine est tombée chez { $mover }, en { $pit }.
board-last-nothing = La dernière graine est tombée en { $pit }, chez { $victim } : rien de pris.
board-last-took = La dernière graine fait { $made } en { $pit }, chez { $victim } : { $mover } en prend { $taken }{ $more }{ $slam ->
        [every] , toutes les graines qu'avait { $victim }
        [forced] , toutes les graines qu'avait { $victim } : un grand chelem, permis car { $mover } n'avait pas d'autre coup
       *[none] { "" }
    }.
board-took-more = et { $taken } de plus en { $pit }
board-last-grand-slam-takes-nothing = La dernière graine fait { $made } en { $pit }, chez { $victim }, mais prendre ne laisserait aucune graine à { $victim } : { $rule ->
        [forced] { $mover } n'avait pas d'autre coup, et un grand chelem joué ainsi ne prend rien
       *[never] un grand chelem ne prend rien dans cette partie
    }.
board-fed = { $victim } n'avait plus de graines : { $mover } a dû lui en donner.
board-perfect-end = { $end ->
        [draw] Avec un jeu parfait, ça finit par un match nul.
        [wins] Avec un jeu parfait, { $name } gagne.
        [level] Avec un jeu parfait, ça finit à { $won }-{ $lost }.
       *[score] Avec un jeu parfait, ça finit à { $won }-{ $lost } pour { $name }.
    }
board-illegal-no-pit = Il n'y a pas de case { $number } : joue { $pits }.
board-illegal-empty = La case { $pit } est vide : joue { $pits }.
board-illegal-must-feed = { $name } n'a plus de graines : tu dois jouer une case qui lui en donne : { $pits }
board-illegal-grand-slam = Pas { $pit } : ce coup prendrait toutes ses graines à { $name }. Joue { $pits }.
board-illegal-game-over = La partie est finie : { "n" } en commence une nouvelle.
board-refused-no-pit = Il n'y a pas de case { $number }
board-refused-empty = La case { $pit } est vide
board-refused-must-feed = { $name } n'a plus de graines : tu dois jouer une case qui lui en donne
board-refused-grand-slam = Pas { $pit } : ce coup prendrait toutes ses graines à { $name }
board-refused-game-over = La partie est finie : { "n" } en commence une nouvelle
board-no-pit = rien
board-or = { $rest } ou { $last }
board-and = { $rest } et { $last }
board-result-unfinished = Personne ne gagne : la partie n'a pas été finie, à { $south } contre { $north }.
board-result-counted = { $counted }.
board-result-won = { $name } gagne, { $won } à { $lost } !
board-result-draw = Match nul : { $seeds } chacun.
board-result-level = Vous avez gagné tous les deux ! Les greniers sont à égalité : { $south } et { $north }.
board-result-apart = Vous finissez avec { $apart } d'écart ({ $south } et { $north }). Réessayez pour finir à égalité !
board-short-won = { $name } a gagné { $won }-{ $lost }
board-short-draw = match nul, { $score }
board-short-level = gagné tous les deux, { $score }
board-short-apart = { $score }, { $apart } d'écart
board-unfinished = { $rule ->
    [stores] partie pas finie, à { $score } : { $name } prend le point au grenier
    [level] partie pas finie, à { $score } : match nul aux greniers
   *[none] partie pas finie, à { $score } : personne ne gagne
}
board-end-preview = { $south_name } { $south }, { $north_name } { $north } : { $verdict ->
        [south] { $south_name } gagnerait
        [north] { $north_name } gagnerait
        [draw] match nul
        [both] les deux gagneraient
       *[apart] { $apart } d'écart
    }
board-reason-unfinished = Les graines restées sur le plateau ne vont à personne.
board-reason-unfinished-stores = En tournoi, une partie pas finie va au grenier le plus plein.
board-reason-majority = { $name } a plus de la moitié des graines dans son grenier.
board-reason-split = Les deux greniers ont exactement la moitié des graines.
board-reason-repetition = Le plateau est revenu aux mêmes graines, alors chacun a mis dans son grenier les graines de son côté.
board-reason-empty-row = { $name } n'avait plus de graines à jouer, alors chacun a mis dans son grenier les graines de son côté.
board-reason-cannot-feed = { $empty } n'avait plus de graines et aucune case ne permettait à { $stuck } de lui en donner, alors chacun a mis dans son grenier les graines de son côté.
board-reason-agreement = { $ended_early }, alors chacun a mis dans son grenier les graines de son côté.
board-news-time-up = Le temps est écoulé : un coup au hasard a été joué pour { $name }.
board-news-level = { $name } joue maintenant au niveau { $level ->
        [easy] facile
        [medium] moyen
       *[hard] difficile
    }.
board-news-seed-step = Chaque graine met maintenant { $ms } ms à tomber.
board-news-computer-agrees = { $name } accepte d'arrêter la partie ici.
board-news-partners-agree = { $offerer } propose d'arrêter ({ $preview }), { $partner } accepte.
board-refused-not-your-pit = Cette case n'est pas à toi, { $name } : joue une case de ta rangée.
board-refused-nothing-to-take-back = Il n'y a aucun coup à annuler.
board-refused-too-early-to-stop = Main dans la main, on gagne en jouant : chacun joue une fois avant de pouvoir arrêter.
board-refused-pasted = Un texte collé ne joue rien ici : joue une touche à la fois.
board-refused-nothing-to-play-again = Il n'y a aucun coup à rejouer.
board-refused-no-hints = Pas de conseil au { -board-hurry } : il n'y a pas le temps de réfléchir !
board-refused-no-speed = Ici, chaque coup s'affiche aussitôt : pas de vitesse à changer.
board-refused-demo-plays = L'ordinateur joue seul : { "Espace" } pause, { "." } un coup, { "1" } { "2" } niveaux, { "+" } { "-" } vitesse.
board-refused-demo-cannot-stop = L'ordinateur joue seul : { "q" } arrête la démo.
board-refused-thinking = { $name } réfléchit : attends son coup.
board-refused-offer-on-your-turn = Propose d'arrêter pendant ton tour, quand { $name } aura joué.
board-refused-computer-behind = { $name } dit non : en arrêtant ici, { $name } serait derrière, { $mine } à { $theirs }. Continue à jouer !
board-refused-computer-apart = { $name } dit non : les greniers auraient { $apart } d'écart. Continuez ensemble !
board-refused-after-the-end = { $reviews ->
        [yes] La partie est finie : { "n" } rejoue, { "u" } annule, { "v" } analyse, { "q" } quitte.
       *[no] La partie est finie : { "n" } rejoue, { "u" } annule, { "q" } quitte.
    }
board-refused-save-failed = { $leaving ->
        [yes] Impossible d'enregistrer, alors la partie reste ouverte : { $why }
       *[no] Impossible d'enregistrer : { $why }
    }
board-done-saved = Enregistré dans { $file } ; { "wari --load" } { $file } la reprend.
board-done-took-back-move = { $pit } joué par { $name }
board-done-took-back = Annulé : { $moves }.
board-done-reopened = L'arrêt est annulé : la partie continue.
board-done-turned = Le plateau a tourné : { $facing }.
board-done-plays-on = { $name } ne veut pas arrêter : la partie continue.
board-hint = Conseil : { $advice }
board-hint-for = Conseil pour { $name } : { $advice }
board-thumb-takes-nothing = aucun coup ne prend de graines maintenant ; { $pit } en vaut bien un autre.
board-thumb-takes = { $pit } prend { $seeds } maintenant.
board-thumb-level = { $pit } vous laisse à égalité si vous arrêtez.
board-thumb-apart = { $pit } vous laisse à { $seeds } d'écart si vous arrêtez.
board-hint-agrees = En regardant plus loin, { $pit } est un bon coup.
board-hint-level-after = { $moves ->
        [one] Arrêter après ce coup vous laisse à égalité.
       *[other] En jouant ainsi, arrêter dans { $moves } coups vous laisse à égalité.
    }
board-hint-level-not-within = { $moves ->
        [one] Arrêter après ce coup ne vous laisse pas encore à égalité : continuez ensemble.
       *[other] En regardant { $moves } coups plus loin, aucun arrêt ne vous laisse encore à égalité : continuez ensemble.
    }
board-hint-perfect = { $won ->
        [0] { $left ->
            [one] Tu ne peux plus gagner la dernière graine
           *[other] Tu ne peux plus gagner aucune des { $left } graines
        }
        [one] { $left ->
            [one] Tu peux encore gagner la dernière graine
           *[other] Tu peux encore gagner { $won } graine sur { $left }
        }
       *[other] Tu peux encore gagner { $won } graines sur { $left }
    } : { $end ->
        [draw] avec un jeu parfait, ça finit par un match nul
        [win] avec un jeu parfait, tu gagnes
        [lose] avec un jeu parfait, tu perds
       *[score] avec un jeu parfait, ça finit à { $yours }-{ $theirs }
    }.
board-better-best = aucun coup ne prend de graines maintenant ; en regardant plus loin, { $better } est le meilleur.
board-better = { $better } est meilleur.
board-better-ends-apart = { $better } est meilleur. Après { $worse }, ça finit avec { $seeds } d'écart.
board-better-pulls-apart = { $better } est meilleur. Après { $worse }, { $by ->
        [you] tu prends { $taken } à { $them } en { $pits }
       *[them] { $them } te prend { $taken } en { $pits }
    } : { $gap } d'écart.
board-better-closer = { $better } est meilleur que { $worse } : il garde les greniers plus proches.
board-fault-ends-behind = { $worse } { $now ->
        [0] ne prend rien
       *[other] prend { $seeds }
    } maintenant, mais ensuite la partie finit avec { $them } devant, { $theirs } à { $yours }.
board-fault-ends-drawn = { $worse } { $now ->
        [0] ne prend rien
       *[other] prend { $seeds }
    } maintenant, mais ensuite la partie finit par un match nul.
board-fault-they-take = { $worse } { $now ->
        [0] ne prend rien
       *[other] prend { $seeds }
    } maintenant, mais { $soon ->
        [yes] ensuite
       *[no] plus tard
    } { $them } te prend { $taken } en { $pits }.
board-fault-you-take = { $worse } { $now ->
        [0] ne prend rien
       *[other] prend { $seeds }
    } maintenant, mais avec { $better } tu prends { $taken } à { $them } en { $pits } { $soon ->
        [yes] à ton prochain tour
       *[no] plus tard
    }.
board-fault-does-better = { $worse } { $now ->
        [0] ne prend rien
       *[other] prend { $seeds }
    } maintenant, mais { $better } fait mieux pour la suite.

## The board: panels, footer, help and the end of a game

-board-sorry = Awalé chacun pour soi
-board-win-win = Awalé main dans la main
-board-hurry = Awalé éclair

board-mode-title = { $mode ->
    [sorry] { -board-sorry }
    [win-win] { -board-win-win }
    [hurry] { -board-hurry }
   *[hurry-together] { -board-hurry } (ensemble)
}

board-header-game = AWALÉ
board-header-target = { $goal ->
    [compete] { $seeds } pour gagner
   *[cooperate] fin à { $seeds }
}

board-turn-over = Partie terminée.
board-turn-name = À { $name } de jouer
board-turn-row = ({ $row ->
    [bottom] rangée du bas
   *[top] rangée du haut
})
board-turn-row-keys = ({ $row ->
    [bottom] en bas
   *[top] en haut
}) : { $arrows } puis { "Entrée" }, ou 1-{ $last }, ou clique sur une case
board-turn-row-keys-short = ({ $row ->
    [bottom] en bas
   *[top] en haut
}) : { $arrows } puis { "Entrée" }, ou 1-{ $last }
board-sowing = { $name } sème la case { $pit }
board-computer = ordinateur
board-thinking = réfléchit
board-paused = est en pause : { "Espace" } pour continuer
board-new-game = Nouvelle partie : { $name } commence. Appuie sur { "?" } pour lire les règles.
board-looking-ahead = Je regarde plus loin
board-moves-title = Coups

board-footer-help = aide
board-footer-hint = conseil
board-footer-undo = annuler
board-footer-redo = refaire
board-footer-stop = arrêter
board-footer-review = analyse
board-footer-save = sauver
board-footer-new = nouvelle
board-footer-quit = quitter
board-footer-turn = tourner
board-footer-step = coup
board-footer-speed = vitesse
board-footer-pause = pause
board-footer-go-on = relancer
board-key-slower = plus lentement
board-key-yes = oui
key-yes = { "o" }
key-enter = { "Entrée" }
key-esc = { "Échap" }
key-space = { "Espace" }
key-backspace = { "⌫" }
key-tab = { "Tab" }
key-home = { "Début" }
key-end = { "Fin" }
key-page-down = { "Pg Suiv" }
key-page-up = { "Pg Préc" }

board-help-key-help = cette aide
board-help-key-hint = un conseil
board-help-key-undo = annuler un coup
board-help-key-redo = rejouer un coup annulé
board-help-key-stop = proposer d'arrêter ici
board-help-key-review = analyser la partie : où elle a été gagnée et perdue
board-help-key-save = sauvegarder
board-help-key-new = nouvelle partie
board-help-key-quit = quitter
board-help-key-turn = tourner le plateau
board-help-key-step = un coup pendant la pause
board-help-key-speed = plus vite, plus lentement
board-help-key-cursor = parcourir tes cases
board-help-key-sow = semer cette case
board-help-key-digits = semer tout de suite
board-help-key-click-name = clic souris
board-help-key-click = semer la case cliquée
board-help-keys = Touches :

board-meter-time = Temps
board-meter-seconds = { $whole },{ $tenth } s
board-balance = Équilibre
board-balance-colon = { "\u00A0:" }
board-balance-apart = { $apart ->
    [0] à égalité si on arrête
   *[other] { $apart } d'écart si on arrête
}
board-balance-apart-short = { $apart ->
    [0] à égalité
   *[other] { $apart } d'écart
}

board-help-title = Aide : { $variant }
board-help-bottom = { "↑↓" } : défiler   autre touche : retour à la partie
board-help-goal-sorry = { -board-sorry } : finis avec plus de graines dans ton grenier que l'autre joueur. { "h" } propose le coup qui prend le plus de graines tout de suite, puis regarde plus loin et dit quand un autre coup est meilleur, et pourquoi.
board-help-goal-win-win = { -board-win-win } : jouez ensemble pour que les deux greniers finissent à égalité : alors vous gagnez tous les deux. { "h" } propose le coup qui rapproche le plus les greniers tout de suite, puis regarde plus loin et dit quand un autre coup est meilleur, et pourquoi. La ligne d'équilibre montre l'écart que vous auriez si vous arrêtiez maintenant, chacun gardant les graines de sa rangée.
board-help-goal-hurry = { -board-hurry } : chaque tour dure { $seconds ->
    [one] { $seconds } seconde
   *[other] { $seconds } secondes
}, montrées par une barre ; quand le temps est écoulé, un coup au hasard est joué pour toi. Pas de conseils. But : { $goal ->
    [compete] finis avec plus de graines dans ton grenier que l'autre joueur.
   *[cooperate] jouez ensemble pour que les deux greniers finissent à égalité : alors vous gagnez tous les deux.
}
board-learn-help = Tu découvres l'awalé ? « Apprendre à jouer », sur l'écran d'accueil (ou { "wari learn" }), te l'apprend pas à pas, et « Problèmes » (ou { "wari puzzles" }) t'entraîne à voir le meilleur coup.
board-level-description = { $level ->
    [easy] regarde un coup ou deux à l'avance et fait des erreurs d'enfant
    [medium] ne fait pas d'erreur mais ne regarde que cinq demi-coups à l'avance
   *[hard] joue de toutes ses forces dans le temps qu'on lui donne
}
board-help-demo = L'ordinateur joue des deux côtés, { $south } ({ $south_level }) et { $north } ({ $north_level }), et raconte chaque coup.
board-demo-help = { "Espace" } le met en pause et le relance ; { "n" } recommence ; { "q" } l'arrête.
board-help-opponent = { $name } est l'ordinateur ({ $level } : { $description }). Il joue { $goal ->
    [compete] pour gagner
   *[cooperate] avec toi, pour des greniers à égalité
} ; à son tour, il réfléchit, puis sème.
board-undo-help = { "u" } annule sa réponse en même temps que ton coup.
board-help-rules-of = Les règles de { $variant } :
board-help-rule-board = Le plateau a deux rangées de { $pits } cases, chacune avec { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
} au départ. Chaque joueur sème depuis sa propre rangée et garde un grenier à sa droite.
board-help-rule-sowing = À ton tour, choisis une de tes cases qui a des graines. Ses graines sont semées une par une dans les cases suivantes, dans le sens inverse des aiguilles d'une montre : vers la droite sur la rangée du bas, vers la gauche sur celle du haut. Une case de { $lap } graines ou plus fait le tour complet et saute la case d'où elle part.
board-help-rule-capture = Si ta dernière graine tombe dans une case de l'autre joueur et qu'il y a alors { $few } ou { $many } graines dans cette case, tu les prends, puis aussi celles de la case d'avant si elle en a { $few } ou { $many }, et ainsi de suite en remontant sa rangée.
board-help-rule-feed = Si l'autre joueur n'a plus de graines, tu dois le nourrir : jouer une case qui lui en donne.
board-help-grand-slam-capture = Un coup peut prendre toutes les graines de l'autre joueur.
board-help-grand-slam-no-capture = Un coup qui prendrait toutes les graines de l'autre joueur est joué, mais ne prend rien.
board-help-grand-slam-only-move = Tu n'as pas le droit de prendre toutes les graines de l'autre joueur, sauf si aucun autre coup n'est possible.
board-help-grand-slam-forbidden = Tu n'as pas le droit de prendre toutes les graines de l'autre joueur ; si aucun autre coup n'est possible, tu le joues mais ne prends rien.
board-help-rule-majority = La partie s'arrête dès qu'un grenier a plus de { $half ->
    [one] { $half } graine
   *[other] { $half } graines
} ; { $half } chacun, c'est match nul.
board-help-rule-end = La partie s'arrête quand le joueur qui doit jouer ne peut pas jouer, ou quand le même plateau revient ; alors les graines de chaque rangée vont dans le grenier de son propriétaire. Vous pouvez aussi arrêter là d'un commun accord ({ "e" }) : le plateau montre d'abord ce que chacun aurait.

board-question-title = Question
board-question-quit = Quitter cette partie ? Elle n'est pas finie : { "s" } la sauvegarde, puis quitte.
board-question-new-game = Commencer une nouvelle partie ? Celle-ci n'est pas finie.
board-question-offer-end = Arrêter maintenant ? Chacun prendrait les graines de sa rangée : { $preview }.
board-question-agree = { $other }, { $proposer } propose d'arrêter ici, chacun prenant les graines de sa rangée : { $preview }. Tu es d'accord ?
board-answers-quit = { "o" } : quitter   { "s" } : sauver et quitter   autre touche : rester
board-answers-offer = { "o" } : le proposer à { $other }   autre touche : non
board-answers-agree = { "o" } : d'accord   autre touche : continuer
board-answers-new-game = { "o" } : oui   autre touche : non

board-end-title = Partie terminée
board-end-keys = { "n" } : rejouer   { "u" } : annuler   { "v" } : analyse   { "q" } : quitter
board-ended-agreed = Vous avez décidé d'arrêter
board-ended-early = La partie a été arrêtée avant la fin

board-too-small = Le plateau a besoin d'un terminal d'au{ "\u00A0" }moins { $need_width }x{ $need_height } ; celui-ci fait { $width }x{ $height }. Agrandis la fenêtre ; { "q" } : { $quit }.
board-too-small-answers = { "o" } : quitter, { "s" } : sauver et quitter, autre touche : rester.

board-facing = { $facing ->
    [south] la rangée de Sud en bas
    [north] la rangée de Nord en bas
   *[mover] le joueur qui doit jouer en bas
}

keys-more = { "?" } touches
keys-title = Touches
keys-back = une touche pour revenir

columns-above = { $count } au-dessus
columns-below = { $count } en dessous
columns-scroll = { "↑↓" } défiler ({ $noun ->
    [table] { $count ->
        [one] { $count } table
       *[other] { $count } tables
    }
    [player] { $count ->
        [one] { $count } joueur
       *[other] { $count } joueurs
    }
    [student] { $count ->
        [one] { $count } élève
       *[other] { $count } élèves
    }
   *[game] { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }
})


## The home screen

home-title = Awalé · le jeu où l'on sème
home-players = joueurs
home-computer = ordinateur
home-mode = mode
home-variant = variante
home-seeds = graines par case
home-your-name = ton nom
home-south-name = nom de Sud
home-north-name = nom de Nord
home-language = langue
home-language-system = { $language } (celle du système)
home-save-damaged = La partie enregistrée { $file } ne peut pas reprendre : sa ligne { $line } est abîmée.
home-save-not-a-save = { $file } n'est pas une partie enregistrée : il n'y a rien à reprendre.
home-save-unreadable = La partie enregistrée { $file } ne peut pas reprendre : elle ne se lit pas.
home-who = { $who ->
    [people] deux personnes
    [computer-north] toi d'abord, puis l'ordinateur
    [computer-south] l'ordinateur d'abord, puis toi
   *[watch] regarder l'ordinateur jouer contre lui-même
}
home-level = { $level ->
    [easy] facile
    [medium] moyen
   *[hard] difficile
}
home-level-about = { $level ->
    [easy] En facile, l'ordinateur regarde un coup ou deux à l'avance et fait des erreurs d'enfant.
    [medium] En moyen, l'ordinateur ne fait pas d'erreur mais ne regarde que cinq demi-coups à l'avance.
   *[hard] En difficile, l'ordinateur joue de toutes ses forces dans le temps qu'on lui donne.
}
home-mode-about = { $mode ->
    [sorry] Chaque joueur essaie de prendre plus de graines que l'autre.
    [win-win] Jouez ensemble : vous gagnez tous les deux si les greniers finissent à égalité.
    [hurry] Un compte à rebours à chaque tour : joue avant qu'il arrive à zéro.
   *[hurry-together] Un compte à rebours à chaque tour, et vous jouez tous les deux pour des greniers égaux.
}
home-variant-kids-and-caboodles = kids-and-caboodles
home-variant-warri-society = warri-society
home-variant-traditional = traditionnelle
home-variant-dutch = néerlandaise
home-variant-kids-and-caboodles-about = Kids and Caboodles : pas de famine (tu ne peux pas prendre toutes les graines de l'autre joueur, sauf s'il n'y a pas d'autre coup possible) ; on joue jusqu'à ce que plus personne ne puisse jouer
home-variant-warri-society-about = Warri Society : pas de rafle (une prise qui prendrait toutes les graines de l'autre joueur ne prend rien) ; { $seeds } graines gagnent
home-variant-traditional-about = Traditionnelle (Ghana, Nigeria) : pas de famine ; { $seeds } graines gagnent et { $half } partout est un match nul
home-variant-dutch-about = Dépliant néerlandais : un coup qui prend toutes les graines de l'autre joueur est interdit ; on joue jusqu'à ce que plus personne ne puisse jouer
home-play = Jouer
home-continue = Reprendre la dernière partie sauvegardée
home-review = Analyser la dernière partie sauvegardée
home-learn = Apprendre à jouer
home-puzzles = Problèmes
home-quit = Quitter
home-name-about = Tape un nom, ou ne tape rien pour t'appeler { $name }.
home-continue-about = La dernière partie sauvegardée avec { "s" }, là où elle s'était arrêtée.
home-review-about = Chaque coup de la partie sauvegardée jugé par l'ordinateur : où elle a été gagnée et perdue, et le meilleur coup.
home-learn-about = Des leçons pour qui n'a jamais joué : les règles pas à pas, avec des coups à essayer, dans la variante choisie plus haut.
home-puzzles-about = Trouve le coup qui gagne plus de graines que tous les autres, dans de vraies parties.
home-no-variant = Le fichier de règles ne propose aucune variante.
home-too-many-seeds = Trop de graines par case.
home-same-name = Les deux joueurs s'appellent { $name } : donne un autre nom à l'un des deux.

home-no-variant-to-learn = Le fichier de règles n'offre aucune variante à apprendre.
home-cannot-read = Impossible de lire { $path } : { $error } ; on garde les choix habituels.
home-set-aside = { $path } était abîmé : mis de côté sous le nom { $aside } ; on garde les choix habituels.
home-damaged = { $path } est abîmé ; on garde les choix habituels.
home-key-choose = choisir une ligne
home-key-change = changer
home-key-play = jouer
home-key-quit = quitter
home-key-rub-out = effacer
home-key-name-done = fini

## Lessons

lesson-screen-title = Apprendre l'awalé : { $game }
lesson-pick = Choisis une leçon :
lesson-skipped = (sautée : { $why })
lesson-skip-majority = { $seeds } graines ne terminent pas cette partie
lesson-skip-grand-slam = un grand chelem prend comme d'habitude dans cette partie
lesson-skip-board = ses plateaux ont { $lesson_pits } cases par côté, et cette partie en a { $pits }
lesson-finished-count = Leçons terminées : { $finished } sur { $lessons }.
lesson-not-saved = Ta progression n'a pas pu être enregistrée : { $why }
lesson-page = Page { $page } sur { $pages }
lesson-exercise = { $title } (exercice { $exercise } sur { $exercises })
lesson-well-done = Bravo !
lesson-answer = Joue { $pit }.
lesson-board-other-row = Rangée de { $name }   ← les graines vont par là
lesson-board-own-row = Ta rangée ({ $name })   les graines vont par là →
lesson-board-other-store = Grenier de { $name } : { $seeds }
lesson-board-own-store = Ton grenier ({ $name }) : { $seeds }
lesson-key-choose = choisir
lesson-key-open = ouvrir
lesson-key-leave = quitter
lesson-key-next = suite
lesson-key-back = retour
lesson-key-lessons = leçons
lesson-key-pit = ou { "1-6" } jouer une case
lesson-key-hint = conseil
lesson-key-words = texte
lesson-key-try-again = réessayer
lesson-key-go-on = continuer

lesson-sowing-title = Semer : où vont les graines
lesson-sowing-page-1 = L'awalé se joue à deux. Le plateau a deux rangées de six cases. Tu es { $learner } : ta rangée est celle du bas. La rangée de { $other } est celle du haut. Chacun de vous a un grenier pour les graines qu'il gagne.
lesson-sowing-page-2 = À ton tour, choisis une de tes cases qui a des graines. Prends toutes ses graines. Puis pose-les une par une dans les cases qui suivent : une graine dans chaque case.
lesson-sowing-page-3 = Les graines tournent toujours dans le même sens : le long de ta rangée vers la droite, puis en haut dans la rangée de { $other } vers la gauche, puis de nouveau en bas dans ta rangée.
lesson-sowing-page-4 = Tes cases s'appellent { $first } à { $last }, en partant de ta gauche. Celles de { $other } vont de { $other_first } à { $other_last }, en partant de sa gauche : il est assis en face de toi, alors sa case { $other_first } est en haut à droite, juste au-dessus de ta case { $last }.
lesson-sowing-pointer-1 = Une case de { $seeds } graines va { $seeds } cases plus loin. Compte { $seeds } cases en arrière à partir de la case { $pit } de { $other }.
lesson-sowing-pointer-2 = La case { $pit } de { $other } est la troisième de sa rangée. Compte { $steps } cases en arrière à partir d'elle.

lesson-going-round-title = Les grosses cases font tout le tour
lesson-going-round-page-1 = Une case de { $seeds } graines ou plus en a assez pour faire tout le tour du plateau et revenir.
lesson-going-round-page-2 = Quand les graines reviennent à la case d'où elles sont parties, elles la sautent : cette case reste vide, et la graine va dans la case suivante.
lesson-going-round-pointer = Seule une grosse case va aussi loin. Compte ses graines tout autour du plateau, et saute la case d'où elles viennent.

lesson-capture-title = Prendre { $low } ou { $high } graines
lesson-capture-page-1 = Regarde où tombe ta dernière graine. Si elle tombe dans une case de { $other }, et que cette case a maintenant exactement { $low } ou { $high } graines, tu les prends : elles vont dans ton grenier.
lesson-capture-page-2 = Si la dernière graine tombe dans ta propre rangée, ou si la case de { $other } finit avec { $too_few } graine, ou { $too_many } ou plus, tu ne prends rien.
lesson-capture-page-3 = À la fin de la partie, le grenier le plus rempli gagne.
lesson-capture-pointer = Au départ, la case { $pit } de { $other } avait { $has ->
    [one] { $has } graine
   *[other] { $has } graines
} : une de plus, ça fait { $makes }. Essaie la case dont la dernière graine tombe dans la case { $pit } de { $other }.

lesson-chain-title = Des prises en chaîne
lesson-chain-page-1 = Après une prise, regarde la case juste avant : celle où tes graines sont passées avant la dernière. Si c'est aussi une case de { $other }, et qu'elle a { $low } ou { $high } graines, tu les prends aussi.
lesson-chain-page-2 = Continue à reculer, case par case, tant que chaque case est à { $other } et a { $low } ou { $high } graines. C'est une chaîne, et elle peut faire gagner beaucoup de graines d'un seul coup.
lesson-chain-pointer = Au départ, les cases { $first } et { $second } de { $other } avaient { $seeds } graine chacune, et la case { $last } en avait { $last_seeds }. Trouve un coup qui pose une graine dans chacune d'elles et qui finit dans la case { $last }.

lesson-chain-stops-title = Ce qui arrête une chaîne
lesson-chain-stops-page-1 = Une chaîne s'arrête à la première case qui n'a ni { $low } ni { $high } graines : une case vide, une case avec { $too_few }, ou avec { $too_many } ou plus.
lesson-chain-stops-page-2 = Une chaîne s'arrête aussi quand elle revient dans ta rangée : tu ne prends jamais dans tes propres cases.
lesson-chain-stops-pointer = Une chaîne qui passe par la case { $pit } de { $other } s'arrête là : elle en aurait { $seeds }. Trouve un coup qui finit avant la case { $pit }.

lesson-feeding-title = Nourrir { $other }
lesson-feeding-page-1 = Si { $other } n'a plus aucune graine dans sa rangée quand c'est ton tour, tu dois lui en donner. Tu ne peux jouer qu'une case dont les graines arrivent jusqu'à sa rangée.
lesson-feeding-page-2 = Ta case { $nearest } n'a besoin que de { $nearest_seeds } graine pour arriver chez { $other }. Une case plus à ta gauche en demande plus : { $second } en demande { $second_seeds }, { $third } en demande { $third_seeds }, et { $farthest } en demande { $farthest_seeds }.
lesson-feeding-pointer = Une case avec { $seeds } graine ne va que jusqu'à la case suivante. Laquelle de tes cases est juste à côté de la rangée de { $other } ?

lesson-grand-slam-title = Tout prendre : le grand chelem
lesson-grand-slam-page-1 = Parfois, un seul coup pourrait prendre toutes les graines de la rangée de { $other }. Ça s'appelle un grand chelem.
lesson-grand-slam-forbidden-unless-only-move = Dans cette partie, tu n'as pas le droit : { $other } n'aurait plus rien pour jouer. Le plateau ne te laissera pas faire, sauf si tous tes coups sont des grands chelems. Alors tu dois en jouer un, et il prend comme d'habitude.
lesson-grand-slam-forbidden = Dans cette partie, tu n'as pas le droit : { $other } n'aurait plus rien pour jouer. C'est seulement quand tous tes coups sont des grands chelems que tu dois en jouer un, et alors il ne prend rien.
lesson-grand-slam-no-capture = Dans cette partie, tu peux le jouer, mais il ne prend rien : les graines restent dans la rangée de { $other }, alors il a encore de quoi jouer.
lesson-grand-slam-capture = Dans cette partie, un grand chelem prend comme d'habitude.
lesson-grand-slam-pointer = Ta case { $pit } atteindrait toutes les graines de { $other } : un grand chelem. Cherche une prise plus petite.

lesson-majority-title = { $seeds } graines gagnent
lesson-majority-page-1 = Dans cette partie, dès que ton grenier a plus de la moitié des { $total } graines, c'est-à-dire { $seeds } ou plus, tu as gagné, tout de suite.
lesson-majority-page-2 = Si les deux greniers finissent avec { $seeds } graines chacun, c'est un match nul.
lesson-majority-pointer = Ton grenier en a { $store }. Prends-en encore { $more } et tu en auras { $seeds }.

lesson-ending-title = Comment finit la partie
lesson-ending-majority = Dans cette partie, dès qu'un grenier a plus de la moitié de toutes les graines ({ $seeds } sur { $total }), la partie est finie. Si les graines s'épuisent avant, elle finit d'une des façons des pages suivantes.
lesson-ending-no-majority = Dans cette partie, avoir beaucoup de graines ne la termine pas : tu continues à jouer jusqu'à ce qu'arrive une des choses des pages suivantes.
lesson-ending-page-2 = Si c'est ton tour et que tu ne peux pas jouer, la partie est finie : tu n'as plus de graines, ou l'autre n'en a plus et aucun de tes coups ne peut lui en donner. Alors chaque joueur met les graines qui restent dans sa rangée dans son propre grenier.
lesson-ending-page-3 = Si les graines tournent encore et encore et que le plateau redevient exactement comme avant, la partie tourne en rond. Elle finit de la même façon : chaque joueur garde les graines de sa rangée.
lesson-ending-page-4 = Ensuite, compte les greniers : le plus rempli gagne.
lesson-ending-pointer = Cherche la case qui a encore des graines, et regarde où tombe sa dernière graine.

lesson-modes-title = Trois façons de jouer
lesson-modes-page-1 = { -board-sorry } : vous jouez l'un contre l'autre. Essaie de finir avec plus de graines dans ton grenier que l'autre joueur. Un conseil montre le coup qui prend le plus.
lesson-modes-page-2 = { -board-win-win } : vous jouez ensemble ! Le but, c'est que les deux greniers finissent avec le même nombre de graines. Alors vous avez gagné tous les deux.
lesson-modes-page-3 = { -board-hurry } : pas le temps de réfléchir ! Chaque tour a un petit compte à rebours, et quand il arrive à zéro, un coup est joué pour toi. Le compte à rebours marche aussi bien en { -board-sorry } qu'en { -board-win-win }.

lesson-task-last-seed = Fais tomber ta dernière graine dans la case { $pit } de { $other }.
lesson-task-capture = Prends { $seeds } graines en un seul coup.
lesson-task-chain = Prends des graines dans { $pits } cases de { $other } en un seul coup.
lesson-task-feed = { $other } n'a plus de graines. Donne-lui-en.
lesson-task-grand-slam = Prends des graines, mais laisses-en aussi à { $other }.
lesson-task-win = Gagne la partie en un seul coup.
lesson-task-last-pit = Il te reste une seule case. Joue-la pour gagner, et regarde comment la partie finit.

## Puzzles

puzzle-title = Problèmes d'awalé : { $variant }
puzzle-heading = Problème { $number } sur { $count } ({ $grade }, { $theme }, niveau { $rating }{ $solved ->
        [yes] , résolu
       *[no] {""}
    })
puzzle-grade-easy = facile
puzzle-grade-medium = moyen
puzzle-grade-hard = difficile
puzzle-theme-feed-or-lose = nourrir ou perdre
puzzle-theme-grand-slam-trap = le piège du grand chelem
puzzle-theme-double-capture = une double prise
puzzle-theme-emptying-a-big-pit = vider une grosse case
puzzle-theme-counting-to-the-target = compter jusqu'à la cible
puzzle-theme-defending-a-two = défendre un 2
puzzle-theme-thinking-ahead = voir plus loin
puzzle-record = Ton niveau { $rating } · série { $streak }, record { $best }
puzzle-task = À { $name } (Sud) de jouer. Trouve le coup qui gagne au moins { $seeds } de plus que tous les autres.
puzzle-solved = Résolu !
puzzle-pointer-easy = Un problème facile : regarde ce que chaque coup prend tout de suite, et ce que { $them } pourrait reprendre.
puzzle-pointer-medium = Un problème moyen : regarde deux coups plus loin, le tien et celui de { $them }, puis encore le tien.
puzzle-pointer-hard = Un problème difficile : la réponse ne se voit qu'à trois coups ou plus ; pense aux cases de { $them } que tu peux préparer pour les prendre, et à celles de tes cases qu'il peut prendre.
puzzle-reason-takes = { $answer } prend { $seeds } tout de suite.
puzzle-reason-takes-and-sets-up = { $answer } prend { $seeds } tout de suite, et en prépare { $later } de plus pour { $moves ->
        [one] le coup suivant
       *[other] les { $moves } coups suivants
    }.
puzzle-reason-sets-up = { $answer } ne prend rien tout de suite, mais prépare une prise : si chacun joue au mieux, tu prends { $seeds } dans { $moves ->
        [one] le coup suivant
       *[other] les { $moves } coups suivants
    }.
puzzle-reason-holds = { $answer } ne prend rien tout de suite, et ne laisse rien à prendre à { $them } dans { $moves ->
        [one] le coup suivant
       *[other] les { $moves } coups suivants
    }.
puzzle-reason-holds-some = { $answer } ne prend rien tout de suite, et ne laisse { $them } prendre que { $seeds } dans { $moves ->
        [one] le coup suivant
       *[other] les { $moves } coups suivants
    }.
puzzle-reason-saves = { $answer } sauve tes graines : { $them } pourrait prendre { $seeds } si c'était son tour, et après { $answer } { $after ->
        [0] plus rien
       *[other] seulement { $after }
    }.
puzzle-next-best-fault = Le deuxième meilleur coup est { $worse } : { $fault }
puzzle-next-best-behind = Le deuxième meilleur coup est { $worse } : si chacun joue au mieux, tu finis avec au moins { $seeds } de moins qu'après { $answer }.
puzzle-right = Bravo ! { $reason }
puzzle-answer = La réponse est { $answer }. { $reason }
puzzle-then = Ensuite : { $reply }
puzzle-not-best = Ce n'est pas le meilleur coup : un autre gagne au moins { $seeds } de plus.
puzzle-not-saved = Tes résultats n'ont pas pu être enregistrés : { $why }
puzzle-no-data-directory = Ce système n'a pas de dossier de données : tes résultats ne seront pas gardés.
puzzle-key-others = autres problèmes
puzzle-key-try-again = réessayer
puzzle-key-next = problème suivant
puzzle-key-leave = quitter

## The review

review-title = Analyse : { $south } (Sud) et { $north } (Nord), { $mode }
review-waiting-next = en attente : suivante
review-waiting = en attente : { $ahead ->
        [one] { $ahead } analyse
       *[other] { $ahead } analyses
    } avant
review-progress = analyse { $done }/{ $moves }
review-start = Le début, avant le premier coup.
review-start-table = Le début, avant le premier coup. L'analyse sait exactement comment finit une partie où il reste { $seeds } graines ou moins : là, elle dit comment finit un jeu parfait.
review-not-yet = Pas encore analysé.
review-agreed = Puis les joueurs se sont mis d'accord pour arrêter là.
review-marked = { $number } { $played }{ $mark } : { $verdict ->
        [inaccuracy] imprécision
        [mistake] erreur
       *[blunder] gaffe
    }, { $seeds } de moins. { $why }
review-only-move = { $played } était le seul coup possible.
review-best-move = { $played } était le meilleur coup.
review-kept-value = { $played } reste à moins d'une graine de { $best }.
review-summary-later = Le résumé vient quand tous les coups sont analysés.
review-summary-no-moves = { $name } : aucun coup
review-summary-kept = { $name } : { $percent } % de bons coups.
review-summary-worst = Pire erreur : coup { $number }, { $played }, { $seeds } de moins.
review-summary-find = Belle trouvaille : coup { $number }, { $played }.
review-moves = Coups
review-chart = Valeur pour Sud, en graines
review-key-step = parcourir
review-key-first = début
review-key-last = fin
review-key-quit = quitter

## The classroom: the name screen, the lobby and the tables

# La session : les lignes pour un seul élève, en bas de son écran, et la
# ligne laissée dans son terminal quand la session se termine.
class-you-are = Tu es { $name }.
class-name-cut = Un nom a au plus { $count } lettres : tu es { $name }.
class-back = La classe est de retour : chaque partie reprend où elle s'était arrêtée.
class-goodbye-name-handed-over = wari : tu as laissé le nom { $name } à ton autre ordinateur, alors cette connexion est fermée.
class-goodbye-name-taken-back = wari : { $name } s'est reconnecté alors que rien n'arrivait de cette connexion depuis { $minutes } minutes, alors elle est fermée.
class-goodbye-sent-out = wari : l'enseignant t'a demandé de quitter la classe.
class-goodbye-closed = wari : l'enseignant a fermé la classe. Merci d'avoir joué !
class-goodbye-closed-teacher = wari : la classe est fermée.
class-goodbye-screen-broken = wari : ton écran n'a pas pu être dessiné, désolé : reconnecte-toi pour revenir.
class-goodbye = wari : à la prochaine !
# $time est class-minutes ou class-seconds.
class-goodbye-idle = wari : fermé après { $time } sans toucher le clavier. Reviens quand tu veux.
class-too-many-keys = Trop de touches d'un coup : ralentis un peu.
class-pasted = Un texte collé ne joue rien ici : une touche à la fois.
class-board-does-not-fit = Agrandis la fenêtre pour jouer : le plateau n'y tient pas.
class-idle-warning = Plus de touche depuis un moment : la connexion se ferme dans { $seconds } s. Appuie sur une touche pour rester.
class-minutes = { $count ->
    [one] { $count } minute
   *[other] { $count } minutes
}
class-seconds = { $count ->
    [one] { $count } seconde
   *[other] { $count } secondes
}
# Le message de l'enseignant à la classe, tel que chaque élève le lit.
class-teacher-says = L'enseignant : { $text }
class-no-puzzles = Il n'y a pas de problèmes pour { $variant }.
class-no-lessons = Il n'y a pas de leçons sans variante.
# $work est lesson ou puzzles.
class-work-set = Ton enseignant a donné { $work ->
    [lesson] une leçon
   *[puzzles] les problèmes
} à la classe.
class-nothing-to-review = Il n'y a pas de partie finie à analyser.

# Ce qu'ont fait les commandes de l'enseignant, en bas de sa console.
class-teacher-closed = La table { $table } est fermée.
class-teacher-no-table = Il n'y a plus de table { $table }.
class-teacher-message-sent = Ton message est sur l'écran de chaque élève.
class-teacher-sent-out = { $name } a dû quitter la classe ; ce nom ne peut plus revenir pendant cette leçon.
class-teacher-gone = { $name } n'est plus là ; ce nom ne peut plus revenir pendant cette leçon.
# $players est le nombre de joueurs.
class-teacher-tournament-begun = Le tournoi à { $players } a commencé : la manche 1 est appariée.
class-teacher-round-paired = La manche { $round } est appariée ; ses tables sont ouvertes.
class-teacher-tournament-over = Le tournoi est fini : son classement est définitif.
class-teacher-round-over = La manche est finie : { "r" } apparie la suivante.
class-teacher-work-set = C'est donné. Ça s'ouvre pour tous ceux qui ne sont pas à une table, et pour les joueurs après leur partie.

# L'écran du nom, pour un élève dont un autre élève a déjà le nom.
class-name-title = Classe d'awalé
class-name-held = { $name } est déjà là, sur un autre ordinateur.
class-name-asking = Son écran lui demande si c'est bien lui qui se connecte : on attend sa réponse (au plus { $seconds } secondes).
class-name-key-stop-waiting = arrête d'attendre, pour choisir un autre nom
class-name-key-claim = entre avec ce nom
class-name-key-leave = quitte
class-name-key-language = langue
class-name-add-a-letter = Si tu es un autre { $name }, ajoute une lettre pour vous distinguer, comme « { $name } K ».
# Le nom tapé jusqu'ici, et le curseur après lui.
class-name-typed = Ton nom : { $typed }_
# Avant les langues, chacune dans ses propres mots : Tab passe à la suivante.
class-name-languages = Langue :
# La boîte sur l'écran d'un élève dont quelqu'un d'autre prend le nom.
class-question-someone = Quelqu'un se connecte sous le nom { $name }.
class-question-is-that-you = Est-ce toi, sur un autre ordinateur ?
class-question-keys = { "o" } : le lui laisser (cet écran se ferme)   { "n" } : le garder
class-question-no-answer = Sans réponse, tu le gardes.
class-question-title = Ton nom

# Le hall : les tables de la classe.
lobby-heading = Classe d'awalé · tu es { $name } · { $people } ici · { $tables ->
    [one] { $tables } table
   *[other] { $tables } tables
}
lobby-seat-kept = Ta place à la table { $table } t'est gardée : tape { $table } et { "Entrée" } pour te rasseoir.
lobby-reviewable = Ta dernière partie était à la table { $table } : { "v" } l'analyse, coup par coup.
lobby-no-tables = Pas encore de table. Appuie sur { "n" } pour en ouvrir une ; un camarade la rejoint d'ici.
# $number est le numéro tapé.
lobby-no-such-table = Il n'y a pas de table { $number } : tape un autre numéro, ou { "↑↓" }.
lobby-key-choose = choisir
lobby-key-join = jouer
lobby-key-watch = regarder
lobby-key-new-table = nouvelle table
lobby-key-puzzles = problèmes
lobby-key-lessons = leçons
lobby-key-leave = partir
lobby-language = { $language } ({ "Tab" })
# Les colonnes de la liste, après le numéro de la table.
lobby-column-players = joueurs
lobby-column-game = jeu
lobby-column-state = état
# La place de l'ordinateur : son nom et son niveau (les mots de home-level).
lobby-computer-player = { $name } ({ $level })
lobby-player-away = { $name } (absent)
lobby-demo-players = démo de l'ordinateur ({ $levels })
lobby-players = { $south } contre { $north }
lobby-finished = finie : { $result }
# $state est le mot de table-phase ou de lobby-finished.
lobby-watched = { $state } · { $watching ->
    [one] { $watching } regarde
   *[other] { $watching } regardent
}
# La manche d'un tournoi, au-dessus de la liste.
lobby-round-seat = Manche { $round } : tu joues à la table { $table } au { $side ->
    [south] Sud (tu commences)
    [south-begun] Sud
   *[north] Nord
} contre { $opponent } : tape { $table } et { "Entrée" }.
lobby-round-rest = Manche { $round } : tu te reposes pendant cette manche.
# $title est la formule du tournoi, sa variante et sa façon de jouer.
lobby-standings-final = Classement final · { $title }
lobby-standings = Tournoi · { $title } · manche { $round } sur { $rounds }

# Le formulaire d'une nouvelle table.
lobby-form-title = Nouvelle table
# Les lignes du formulaire, avant leurs valeurs.
lobby-form-variant = variante
lobby-form-mode = façon de jouer
lobby-form-seeds = graines par case
lobby-form-players = joueurs
lobby-form-computer = ordinateur
# Qui joue : students (deux élèves), you-first (toi, puis l'ordinateur),
# computer-first, ou demo (l'ordinateur seul, que la classe regarde).
lobby-form-who = { $who ->
    [students] deux élèves
    [you-first] toi, puis l'ordinateur
    [computer-first] l'ordinateur, puis toi
   *[demo] l'ordinateur seul (démo)
}
# $level est le mot de home-level, $description celui de board-level-description.
lobby-form-level = L'ordinateur au niveau { $level } { $description }.
lobby-form-demo = Il joue des deux côtés et raconte chaque coup ; tout le monde peut regarder.
lobby-form-key-line = choisir une ligne
lobby-form-key-change = la changer
lobby-form-key-open = ouvre la table
lobby-form-key-back = retour

# Une table : ce qu'elle fait, comme le hall et la console le montrent.
table-phase = { $phase ->
    [waiting] en attente
    [playing] en cours
   *[finished] finie
}
# Une place de démo que l'ordinateur ne joue pas, parmi ses niveaux.
table-a-person = une personne
# Le résultat d'une partie finie (les mots de board-short-…) et pourquoi elle a fini.
table-result-why = { $result } ({ $reason ->
    [majority] plus de la moitié des graines sont dans un grenier
    [split] chaque grenier a la moitié des graines
    [repetition] le même plateau est revenu
    [empty-row] le joueur qui devait jouer n'avait plus de graines
    [cannot-feed] le joueur qui devait jouer ne pouvait pas nourrir l'autre
   *[agreement] arrêtée d'un commun accord
})
# Une façon de jouer en un ou deux mots, pour la colonne étroite du hall.
table-mode-short = { $mode ->
    [sorry] Chacun pour soi
    [win-win] Main dans la main
    [hurry] Éclair
   *[hurry-together] Éclair ensemble
}
# Une table qui attend son second joueur. $mode est le mot de board-mode-title.
table-waiting-title = Table { $table } : { $variant } · { $mode } · { $seeds ->
    [one] { $seeds } graine
   *[other] { $seeds } graines
} par case
table-waiting-south = { $name } est au Sud et attend un second joueur.
table-waiting-join = Un autre élève la rejoint depuis le hall avec { "Entrée" } sur cette table.

# La dernière ligne de l'écran d'une table.
table-help-keys = Règles et touches · { "↑↓" } défiler · une autre touche revient
# $paused est yes ou no ; $keys les touches du plateau.
table-host-keys = Ta démo · { "Espace" } { $paused ->
    [yes] reprendre
   *[no] pause
} · { $keys }
table-spectator-keys = Tu regardes la table { $table } · { $keys }
table-your-turn-keys = À toi : un chiffre, un clic ou { "←→" } { "Entrée" } sème · { $keys }
table-you-play = Tu joues { $side ->
    [south] Sud
   *[north] Nord
} ({ $name }) à la table { $table } · { $keys }
# Les touches d'une table, dans son pied de page et dans son aide.
table-footer-another-game = autre partie
table-help-key-another-game = une autre partie, une fois finie
table-footer-lobby = hall
table-help-key-lobby = retour au hall
table-footer-console = console
table-help-key-console = retour à la console
table-footer-levels = niveaux
table-help-key-levels = le niveau de Sud et de Nord
table-end-keys = { "n" } : autre partie   { "q" } : retour au hall
table-demo-help = Celui qui a ouvert la table, ou l'enseignant, mène la démo : { "Espace" } la met en pause et la reprend, { "." } joue un coup pendant la pause, { "1" } et { "2" } changent le niveau de Sud et de Nord, { "+" } et { "-" } la vitesse, { "n" } recommence ; { "q" } revient au hall.
# Après le nom d'un ordinateur en pause, sur la ligne du tour.
table-paused = est en pause
table-learn-help = Tu découvres l'awalé ? Dans le hall, { "p" } ouvre les problèmes : trouve le meilleur coup.

# Ce qu'une table dit à tous ceux qui y sont. $score est les greniers avec
# les noms : « ama 20, kofi 28 ».
table-class-paused = L'enseignant a mis la classe en pause.
table-class-goes-on = La classe reprend.
table-closed = L'enseignant a fermé la table { $table }.
table-sent-out-abandoned = { $name } a dû quitter la classe, alors la partie est abandonnée à { $score }.
table-sent-out = { $name } a dû quitter la classe.
table-back = { $name } est de retour.
table-left-abandoned = { $name } a quitté la table, alors la partie est abandonnée à { $score }.
table-left = { $name } a quitté la table.
table-dropped-from-computer = { $name } a quitté la table ; la partie attend son retour.
table-dropped = { $name } a quitté la table : attends son retour, ou appuie sur { "e" } pour finir la partie.
table-nobody-came-back = Personne n'est revenu en { $minutes } minutes, alors la partie est abandonnée.
table-offers-end = { $by } propose d'arrêter la partie ici : { $to }, { "o" } accepte.
table-offer-lapsed = { $by } proposait d'arrêter la partie : ce coup met fin à la proposition.
table-both-agreed = Les deux joueurs ont arrêté la partie d'un commun accord.
table-plays-on = { $name } veut continuer.
table-ended-alone = { $name } a arrêté la partie pendant l'absence de { $away }.
table-asks-another = { $by } demande une autre partie : { $to }, { "o" } accepte, et joue en premier.
table-another = Une autre partie : { $first } joue en premier.
table-demo-again = Une nouvelle partie : l'ordinateur la rejoue.

# Pourquoi une table dit non à la touche d'un élève.
table-refused-someones-demo = La table { $table } est la démo de { $host } : { "w" } la regarde.
table-refused-full = La table { $table } a déjà deux joueurs : { "w" } la regarde.
table-refused-watching = Tu regardes : { "q" } revient au hall.
table-refused-no-game-yet = On attend un second joueur à cette table.
table-refused-not-your-turn = C'est au tour de { $other }.
table-refused-game-over = La partie est finie : { "n" } demande une autre partie, { "q" } revient au hall.
table-refused-other-gone = { $other } a quitté cette table : { "q" } revient au hall.
table-refused-already-asked = Tu as déjà demandé : { $other } répond avec { "y" }.
table-refused-answer-yes = { $other } a déjà demandé une autre partie : { "o" } accepte.
table-refused-not-a-table-key = À une table de la classe : { "← →" } { "Entrée" } ou un chiffre joue, { "e" } propose d'arrêter, { "q" } part.
table-refused-class-paused = L'enseignant a mis la classe en pause : attends qu'elle reprenne.
table-refused-demo-keys = Ta démo : { "Espace" } pause · { "." } un coup · { "1 2" } niveaux · { "+ -" } vitesse · { "n" } nouvelle partie · { "q" } hall
table-refused-no-rematch = Cette partie compte pour la manche { $round } du tournoi, alors pas d'autre partie à cette table : { "q" } ramène au hall, où toute table que tu ouvres est une partie amicale.
table-refused-no-hint = Pas de conseil dans une partie de tournoi : tu la joues seul.
table-end-keys-tournament = { "q" } : retour au hall
table-counted-sent-out = { $gone } a été renvoyé de la classe : { $name } prend le point

# Une question pour un joueur ; $preview est ce que donnerait l'arrêt maintenant.
table-ask-leave = Partir ? La partie est abandonnée à { $score }. { "o" } part, une autre touche reste.
table-ask-offer-end = Arrêter maintenant ? { $preview }. { "o" } le propose, une autre touche continue.
table-asked-to-stop = { $name } propose d'arrêter : { $preview }. { "o" } accepte, une autre touche continue.


## The classroom: the teacher's console and the lesson's summary
# La console du maître : les onglets de sa deuxième ligne.
console-tab-tables = Tables
console-tab-students = Élèves
console-tab-results = Résultats
console-tab-tournament = Tournoi

# Ce que fait une touche, après la touche sur la dernière ligne. Courts :
# toute la ligne de l'onglet Tables tient en 80 colonnes.
console-key-watch = voir
console-key-close = fermer
console-key-new = créer
console-key-pause = pause
console-key-go-on = jouer
console-key-message = écrire
console-key-more = suite
console-key-quit = sortir
console-key-choose = choisir
console-key-remove = renvoyer
console-key-mark = inscrire au tournoi
console-key-set-lesson = donner une leçon
console-key-review = analyser
console-key-new-tournament = nouveau tournoi
console-key-next-round = manche suivante
console-key-end-round = finir la manche
console-key-arrows = flèches

console-title = Classe d'awalé · enseignant
console-paused = EN PAUSE : { "p" } les laisse jouer
console-not-kept = PAS ENREGISTRÉ : le journal de la leçon ne peut pas être écrit (voir le journal du serveur)
console-screens = sur { $count ->
    [one] { $count } écran
   *[other] { $count } écrans
}
console-students = { $count ->
    [one] { $count } élève
   *[other] { $count } élèves
}
console-tables = { $count ->
    [one] { $count } table
   *[other] { $count } tables
}
console-ended = { $count ->
    [one] { $count } finie
   *[other] { $count } finies
}
console-logging-in = { $count ->
    [one] { $count } se connecte
   *[other] { $count } se connectent
}

console-no-tables = Pas encore de table. Les élèves en ouvrent depuis le hall ; { "n" } en ouvre une ici.
console-tables-shown = tables { $first } à { $last } sur { $count } : { "↑↓" } défiler
console-away = (absent)
console-waits = { $name } attend un partenaire
console-to-move = à { $name } de jouer
console-name-away = { $name } absent
console-watching = { $count ->
    [one] { $count } regarde
   *[other] { $count } regardent
}
console-demo = démo { $levels }

console-no-students = Aucun élève ne s'est encore connecté.
console-column-student = élève
console-column-lessons = leçons
console-column-puzzles = problèmes
console-column-where = où
console-column-won-drawn-lost = parties G-N-P
console-students-counts = Chaque nombre : cette leçon / tout le trimestre.
console-place-lobby = hall
console-place-seat = table { $table }, { $side ->
    [south] Sud
   *[north] Nord
}
console-place-demo = table { $table }, mène la démo
console-place-watching = regarde la table { $table }
console-doing-review = lit une analyse
console-doing-puzzles = fait des problèmes
console-doing-lessons = dans les leçons
console-doing-form = ouvre une table

console-no-results = Aucune partie n'est encore finie.
console-column-table = table
console-column-south = Sud
console-column-north = Nord
console-column-result = résultat
console-column-moves = coups

console-no-tournament = Pas encore de tournoi. Marque qui joue avec { "Espace" } dans l'onglet Élèves (si personne n'est marqué : tout le monde), puis { "t" } ici.
console-cup-heading = { $title } · manche { $round } sur { $rounds } · { $state }
console-cup-finished = terminé
console-cup-round-over = manche finie : { "r" } lance la suivante
console-cup-playing = en cours
console-cup-round-robin = Chacun contre chacun
console-cup-swiss = Suisse, { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}
console-board-at = table { $table } : { $south } (Sud) – { $north }, { $state }
console-board-nowhere = sans table : { $south } (Sud) – { $north }, { $state }
console-board-playing = en cours
console-board-won = { $name } a gagné
console-board-draw = match nul
console-board-forfeit = { $winner } a gagné par forfait de { $absent }
console-board-both-left = forfait des deux
console-bye = { $name } ne joue pas cette manche.
console-column-points = points
console-column-buchholz = Buchholz
console-column-games = parties
console-left = { $name } (a quitté)

console-ask-message = Message à tous : { $text }▏  { "Entrée" } envoie · { "Échap" } annule
console-ask-close = Fermer la table { $table } ? Une partie pas finie compte comme abandonnée. { "o" } oui · autre touche non
console-ask-remove = Renvoyer { $name } de la classe ? { "o" } oui · autre touche non
console-ask-end-round = Finir la manche ? Les parties en cours sont décidées par leurs greniers. { "o" } oui · autre touche non
console-ask-work = Donner à la classe : { $work } · { "←→" } choisir · { "Entrée" } la donne · autre touche non
console-work-lesson = la leçon « { $title } »
console-work-puzzles = les problèmes
console-ask-tournament = Tournoi à { $players } : { "f" } { $format } · { "v" } { $variant } · { "m" } { $mode } · { "Entrée" } lance · { "Échap" }
console-form-round-robin = chacun contre chacun
console-form-round-robin-most = chacun contre chacun ({ $most } au plus)
console-form-swiss = suisse, { "←→" } { $rounds ->
    [one] { $rounds } manche
   *[other] { $rounds } manches
}

console-refused-running = Un tournoi est en cours : finis d'abord ses manches.
console-refused-none = Il n'y a pas de tournoi : { "t" } en lance un.
console-refused-tables = La manche a besoin de { $needed ->
    [one] { $needed } table
   *[other] { $needed } tables
} et { $free ->
    [one] { $free } est libre
   *[other] { $free } sont libres
} : ferme d'abord des tables.
console-refused-too-few = Il faut au moins 2 joueurs pour un tournoi, pas { $count }.
console-refused-too-many = Un tournoi chacun contre chacun prend au plus { $max } joueurs, pas { $count }.
console-refused-named-twice = { $name } est inscrit deux fois.
console-refused-no-rounds = Un tournoi suisse a besoin d'au moins 1 manche.
console-refused-unfinished = La manche a encore { $count ->
    [one] { $count } partie
   *[other] { $count } parties
} sans résultat.
console-refused-all-paired = Toutes les manches sont déjà appariées.
console-refused-too-few-left = Il reste moins de 2 joueurs dans le tournoi.
console-refused-no-round = Aucune manche n'est encore appariée.
console-refused-not-in-round = { $south } (Sud) contre { $north } (Nord) n'est pas une partie de cette manche.
console-refused-forfeited = { $south } contre { $north } s'est terminée par forfait.
console-refused-unknown = { $name } n'est pas dans le tournoi.
console-refused-withdrawn = { $name } a déjà quitté le tournoi.
console-refused-not-withdrawn = { $name } n'a pas quitté le tournoi.

console-summary = Résumé de la leçon : { $ended ->
    [one] { $ended } partie finie
   *[other] { $ended } parties finies
}, { $going ->
    [one] { $going } partie pas finie
   *[other] { $going } parties pas finies
}.
console-summary-ended = table { $table } : { $south } contre { $north } : { $result } ({ $moves ->
    [one] { $moves } coup
   *[other] { $moves } coups
})
console-summary-going = table { $table } : { $south } contre { $north } : pas finie, à { $south_store }-{ $north_store }

serve-prompt = Code pour entrer :
serve-wrong-code = Ce code n'est pas le bon : réessaie.
serve-left = tu as quitté la classe
serve-full-waiting = La classe est pleine : { $count ->
    [one] { $count } connexion de ton réseau est
   *[other] { $count } connexions de ton réseau sont
} encore en train d'entrer. Réessaie dans une minute.
serve-full-from-network = La classe est pleine : déjà { $count ->
    [one] { $count } connexion
   *[other] { $count } connexions
} de ton réseau. Réessaie dans une minute.
serve-full-server = La classe est pleine ({ $count ->
    [one] { $count } connexion
   *[other] { $count } connexions
}). Réessaie dans une minute.

room-closing = La classe ferme.
room-full = La classe est pleine ({ $sessions } élèves) : réessaie dans un moment.
room-teacher-screens = L'enseignant est déjà sur { $screens } écrans : ferme d'abord l'un d'eux.
room-too-many-tables = { $tables ->
    [one] Il y a déjà { $tables } table
   *[other] Il y a déjà { $tables } tables
}, le plus que cette classe peut avoir : rejoins une table ou regarde-en une.
room-table-closed = La table { $table } est fermée.
room-name-busy = Quelqu'un d'autre demande déjà ce nom à { $name }.
room-name-kept = { $name } est déjà là, sur un autre ordinateur, et garde son nom.
room-name-empty = Tape d'abord un nom : des lettres et des chiffres.
room-name-barred = L'enseignant a renvoyé { $name } de la classe.
room-name-teachers = Les noms qui commencent par « { $teacher } » sont ceux de l'enseignant : tapes-en un autre.

## Words longer than their rows, a window at a time: the last row
## names the key for the rest ($key: a page down, or a page up).
said-more = ↓ la suite : { $key }
said-back = ↑ revenir : { $key }
