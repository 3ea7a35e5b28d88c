use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

use super::*;

/// How long a test waits for a job before it fails: never reached when
/// the pool works, whatever the machine's load.
const PATIENCE: Duration = Duration::from_secs(10);

fn one_thread() -> Pool {
    Pool::new(NonZeroUsize::MIN)
}

/// The next name a job sent.
fn next(ran: &Receiver<&'static str>) -> &'static str {
    ran.recv_timeout(PATIENCE).expect("a job ran")
}

/// A background job of one step that sends `name` when it runs.
fn once(name: &'static str, ran: &Sender<&'static str>) -> impl FnMut() -> Step + use<> {
    let ran = ran.clone();
    move || {
        let _ = ran.send(name);
        Step::Done
    }
}

/// A step that waits for a word on `release` before it sends `name`,
/// having said it started on `started`.
fn held(
    name: &'static str,
    ran: &Sender<&'static str>,
) -> (impl FnMut() -> Step + use<>, Receiver<()>, Sender<()>) {
    let (started_tx, started) = mpsc::channel();
    let (release, released) = mpsc::channel::<()>();
    let ran = ran.clone();
    let step = move || {
        let _ = started_tx.send(());
        let _ = released.recv();
        let _ = ran.send(name);
        Step::Done
    };
    (step, started, release)
}

/// Takes the pool's one thread with an urgent job until the sender is
/// dropped, so that the jobs asked meanwhile queue up behind it.
fn hold(pool: &Pool) -> (Handle, Sender<()>) {
    let (started_tx, started) = mpsc::channel();
    let (release, released) = mpsc::channel::<()>();
    let handle = pool.urgent(move || {
        let _ = started_tx.send(());
        let _ = released.recv();
    });
    started.recv_timeout(PATIENCE).expect("the thread taken");
    (handle, release)
}

fn no_word(_: Turn) {}

#[test]
fn an_urgent_job_asked_after_background_jobs_runs_before_them() {
    let pool = one_thread();
    let (tx, ran) = mpsc::channel();
    let (_held, release) = hold(&pool);
    let _a = pool.background(Owner(1), once("review a", &tx), no_word);
    let _b = pool.background(Owner(2), once("review b", &tx), no_word);
    let moves = tx.clone();
    let _move = pool.urgent(move || {
        let _ = moves.send("move");
    });
    drop(release);
    assert_eq!(
        [next(&ran), next(&ran), next(&ran)],
        ["move", "review a", "review b"]
    );
}

/// A background job of three steps, "a1" to "a3", whose first waits for
/// a word on the returned sender, having said on the receiver it started.
fn review_of_three(
    ran: &Sender<&'static str>,
) -> (impl FnMut() -> Step + use<>, Receiver<()>, Sender<()>) {
    let (started_tx, started) = mpsc::channel();
    let (release, released) = mpsc::channel::<()>();
    let ran = ran.clone();
    let mut done = 0;
    let step = move || {
        if done == 0 {
            let _ = started_tx.send(());
            let _ = released.recv();
        }
        let _ = ran.send(["a1", "a2", "a3"][done]);
        done += 1;
        if done < 3 { Step::More } else { Step::Done }
    };
    (step, started, release)
}

#[test]
fn urgent_work_goes_between_a_background_jobs_steps_and_the_job_keeps_its_place() {
    let pool = one_thread();
    let (tx, ran) = mpsc::channel();
    let (review, started, release) = review_of_three(&tx);
    let _a = pool.background(Owner(1), review, no_word);
    let _b = pool.background(Owner(2), once("b", &tx), no_word);
    started.recv_timeout(PATIENCE).expect("a's first step");
    let moves = tx.clone();
    let _move = pool.urgent(move || {
        let _ = moves.send("move");
    });
    drop(release);
    let order: Vec<_> = (0..5).map(|_| next(&ran)).collect();
    assert_eq!(order, ["a1", "move", "a2", "a3", "b"]);
}

#[test]
fn an_owners_second_job_waits_for_their_first_while_another_owners_runs() {
    let pool = Pool::new(NonZeroUsize::new(2).expect("two"));
    let (tx, ran) = mpsc::channel();
    let (first, started, release) = held("first", &tx);
    let _first = pool.background(Owner(1), first, no_word);
    started
        .recv_timeout(PATIENCE)
        .expect("the first job started");
    let (turns_tx, turns) = mpsc::channel();
    let _second = pool.background(Owner(1), once("second", &tx), move |turn| {
        let _ = turns_tx.send(turn);
    });
    let _other = pool.background(Owner(2), once("other", &tx), no_word);
    // The free thread passes over the second, asked earlier, for the other.
    assert_eq!(next(&ran), "other");
    drop(release);
    assert_eq!([next(&ran), next(&ran)], ["first", "second"]);
    let told: Vec<_> = turns.try_iter().collect();
    let waiting = |ahead| Turn::Waiting { ahead };
    assert_eq!(told, [waiting(1), waiting(0), Turn::Started]);
}

#[test]
fn a_job_cancelled_while_it_waits_never_runs() {
    let pool = one_thread();
    let (tx, ran) = mpsc::channel();
    let (_held, release) = hold(&pool);
    let review = pool.background(Owner(1), once("review", &tx), no_word);
    let moves = tx.clone();
    let cancelled_move = pool.urgent(move || {
        let _ = moves.send("move");
    });
    let _after = pool.background(Owner(2), once("after", &tx), no_word);
    drop((review, cancelled_move));
    drop(release);
    assert_eq!(next(&ran), "after");
    drop(pool);
    // Every job's sender is gone: nothing else ran, nor will.
    drop(tx);
    assert_eq!(
        ran.recv_timeout(PATIENCE),
        Err(mpsc::RecvTimeoutError::Disconnected)
    );
}

#[test]
fn a_job_cancelled_during_a_step_is_not_put_back_after_it() {
    let pool = one_thread();
    let (tx, ran) = mpsc::channel();
    let (review, started, release) = review_of_three(&tx);
    let review = pool.background(Owner(1), review, no_word);
    started.recv_timeout(PATIENCE).expect("the first step");
    let _after = pool.background(Owner(2), once("after", &tx), no_word);
    drop(review);
    drop(release);
    assert_eq!([next(&ran), next(&ran)], ["a1", "after"]);
}

#[test]
fn each_waiting_job_is_told_how_many_unfinished_jobs_are_ahead_of_it() {
    let pool = one_thread();
    let (tx, ran) = mpsc::channel();
    let (holding, started, release) = held("held", &tx);
    let _held = pool.background(Owner(0), holding, no_word);
    started
        .recv_timeout(PATIENCE)
        .expect("the held job started");
    let mut told = Vec::new();
    let mut ask = |owner, name| {
        let (turns_tx, turns) = mpsc::channel();
        let handle = pool.background(Owner(owner), once(name, &tx), move |turn| {
            let _ = turns_tx.send(turn);
        });
        told.push(turns);
        handle
    };
    let a = ask(1, "a");
    let _b = ask(2, "b");
    let _c = ask(3, "c");
    drop(a);
    drop(release);
    assert_eq!([next(&ran), next(&ran), next(&ran)], ["held", "b", "c"]);
    let waiting = |ahead| Turn::Waiting { ahead };
    let heard: Vec<Vec<Turn>> = told
        .iter()
        .map(|turns| turns.try_iter().collect())
        .collect();
    assert_eq!(heard[0], [waiting(1)]);
    assert_eq!(
        heard[1],
        [waiting(2), waiting(1), waiting(0), Turn::Started]
    );
    assert_eq!(
        heard[2],
        [
            waiting(3),
            waiting(2),
            waiting(1),
            waiting(0),
            Turn::Started
        ]
    );
}
