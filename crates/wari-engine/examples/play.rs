//! A whole game between two players who always sow their fullest pit,
//! printed move by move.

use wari_engine::{Game, Player, Rules};

fn main() {
    let mut game = Game::new(Rules::kids_and_caboodles(), Player::South);
    while game.outcome().is_none() {
        let position = game.position();
        let fullest = game.legal_moves().iter().max_by_key(|&m| {
            let pit = m.pit(position.to_move(), position.rules().pits_per_side());
            position.seeds(pit)
        });
        let Some(m) = fullest else { break };
        let mover = position.to_move();
        let report = game.play(m).expect("a legal move");
        println!("{mover} sows {m}, taking {}", report.capture().total());
    }
    let outcome = game.outcome().expect("the game ended");
    let stores = outcome.stores();
    println!(
        "{}: {} to {}",
        outcome.reason(),
        stores.south(),
        stores.north()
    );
}
