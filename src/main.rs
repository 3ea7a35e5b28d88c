//! The `wari` binary; the command line arrives with the rules file.

fn main() {
    let game = wari::engine::Game::new(wari::engine::Rules::default(), wari::engine::Player::South);
    println!("{:?}", game.position().pits());
}
