//! A bounded set of threads shared by every search a server runs, so that
//! a class asking for thirty reviews at once cannot take the cores from
//! the computer's moves, the hints and the server itself.
//!
//! Two kinds of job. An *urgent* job (a computer's move, a hint) runs
//! whole, before anything else waiting, in the order asked. A *background*
//! job (a review) is a series of steps (one move's review each): after
//! each step it goes back to its place in the queue, so urgent work waits
//! for one step at most, never for a whole review. Background jobs keep
//! the order they were asked in, and at most one job of each [`Owner`] (a
//! student) steps at a time: their second waits for their first.
//!
//! Whoever asked holds a [`Handle`]; dropping it cancels the job: a job
//! still waiting never runs, a background job stepping stops after that
//! step, and an urgent job already running finishes (its own stop flag is
//! what cuts a search short). A background job hears where it stands in
//! the queue ([`Turn`]), for a screen to say so.

use std::collections::{BTreeMap, BTreeSet, HashSet, VecDeque};
use std::num::NonZeroUsize;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};

/// Whom a background job is for: at most one job of an owner steps at a
/// time, so one student's reviews never take two threads.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Owner(pub u64);

/// What a background job's step says about the job.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// It has more steps: back to its place in the queue.
    More,
    /// It is finished.
    Done,
}

/// Where a background job stands, as it is told whenever that changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Not started: `ahead` background jobs asked before it, started or
    /// not, are still to finish.
    Waiting {
        /// Unfinished jobs asked before this one.
        ahead: usize,
    },
    /// Its first step has begun.
    Started,
}

/// The pool: clones share its threads, which end when the last clone is
/// dropped (after the step each is running).
#[derive(Clone)]
pub struct Pool {
    closer: Arc<Closer>,
}

/// A job asked of the pool; dropping it cancels the job.
#[must_use = "dropping the handle cancels the job"]
pub struct Handle {
    shared: Arc<Shared>,
    id: JobId,
}

/// Jobs are numbered in the order asked, urgent and background alike.
type JobId = u64;

/// Hears a background job's [`Turn`]. Called with the pool's lock held,
/// so that turns arrive in order: it must only pass the word on.
type Told = Box<dyn Fn(Turn) + Send>;

type Urgent = Box<dyn FnOnce() + Send>;

/// A background job between its steps.
struct Background {
    owner: Owner,
    step: Box<dyn FnMut() -> Step + Send>,
    told: Told,
    /// What it was last told, so a turn unchanged is not told again.
    last: Turn,
}

struct Shared {
    queue: Mutex<Queue>,
    /// Rung when there may be work for a thread, or the pool closes.
    ready: Condvar,
}

#[derive(Default)]
struct Queue {
    next_id: JobId,
    urgent: VecDeque<(JobId, Urgent)>,
    /// Background jobs waiting for their next step, in the order asked.
    waiting: BTreeMap<JobId, Background>,
    /// Every unfinished background job, waiting or stepping: what a
    /// waiting job has ahead of it.
    unfinished: BTreeSet<JobId>,
    /// Owners with a job stepping now.
    busy: HashSet<Owner>,
    /// Jobs cancelled during their step: they are not put back after it.
    cancelled: HashSet<JobId>,
    closed: bool,
}

/// What a thread takes from the queue.
enum Job {
    Urgent(Urgent),
    Step(JobId, Background),
}

/// Closes the pool when the last [`Pool`] clone goes.
struct Closer(Arc<Shared>);

impl Pool {
    /// A pool of `threads` threads.
    pub fn new(threads: NonZeroUsize) -> Pool {
        let shared = Arc::new(Shared {
            queue: Mutex::new(Queue::default()),
            ready: Condvar::new(),
        });
        for _ in 0..threads.get() {
            let shared = shared.clone();
            std::thread::Builder::new()
                .name("wari-search".into())
                .spawn(move || shared.work())
                .expect("a search thread");
        }
        Pool {
            closer: Arc::new(Closer(shared)),
        }
    }

    /// A pool of one thread less than the machine's cores, so that the
    /// server's own threads (the sessions' screens, SSH) always have a
    /// core to answer keys on; one thread on a one-core machine.
    pub fn beside_the_server() -> Pool {
        let cores = std::thread::available_parallelism().map_or(1, NonZeroUsize::get);
        Pool::new(NonZeroUsize::new(cores - 1).unwrap_or(NonZeroUsize::MIN))
    }

    /// Runs `job` before any background step waiting, after the urgent
    /// jobs asked before it.
    pub fn urgent(&self, job: impl FnOnce() + Send + 'static) -> Handle {
        let shared = &self.closer.0;
        let mut queue = shared.lock();
        let id = queue.new_id();
        queue.urgent.push_back((id, Box::new(job)));
        drop(queue);
        shared.ready.notify_one();
        self.handle(id)
    }

    /// Runs `step` again and again, after every job asked before it and
    /// never beside another job of `owner`, until it says it is done.
    /// `told` hears the job's [`Turn`] at once and whenever it changes
    /// until it starts: it is called with the pool's lock held, so it
    /// must only pass the word on (a channel's send), never block.
    pub fn background(
        &self,
        owner: Owner,
        step: impl FnMut() -> Step + Send + 'static,
        told: impl Fn(Turn) + Send + 'static,
    ) -> Handle {
        let shared = &self.closer.0;
        let mut queue = shared.lock();
        let id = queue.new_id();
        let ahead = queue.unfinished.len();
        told(Turn::Waiting { ahead });
        let job = Background {
            owner,
            step: Box::new(step),
            told: Box::new(told),
            last: Turn::Waiting { ahead },
        };
        queue.unfinished.insert(id);
        queue.waiting.insert(id, job);
        drop(queue);
        shared.ready.notify_one();
        self.handle(id)
    }

    fn handle(&self, id: JobId) -> Handle {
        Handle {
            shared: self.closer.0.clone(),
            id,
        }
    }
}

impl Drop for Closer {
    fn drop(&mut self) {
        self.0.lock().closed = true;
        self.0.ready.notify_all();
    }
}

impl Drop for Handle {
    /// Cancels the job: out of the queue if it waits, not put back after
    /// the step it is running.
    fn drop(&mut self) {
        let mut queue = self.shared.lock();
        let urgent = queue.urgent.iter().position(|&(id, _)| id == self.id);
        let removed = urgent
            .and_then(|at| queue.urgent.remove(at))
            .map(|(_, job)| job);
        let waiting = queue.waiting.remove(&self.id);
        if waiting.is_some() {
            queue.unfinished.remove(&self.id);
            queue.tell_turns();
        } else if queue.unfinished.contains(&self.id) {
            queue.cancelled.insert(self.id);
        }
        drop(queue);
        // The jobs' own drops (a channel closing) happen outside the lock.
        drop((removed, waiting));
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, Queue> {
        self.queue.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// A thread's life: jobs until the pool closes. A job that panics
    /// ends there, and the thread goes on to the next.
    fn work(&self) {
        while let Some(job) = self.next_job() {
            match job {
                Job::Urgent(run) => {
                    let _ = catch_unwind(AssertUnwindSafe(run));
                }
                Job::Step(id, mut job) => {
                    let step = catch_unwind(AssertUnwindSafe(&mut job.step));
                    self.stepped(id, job, step.unwrap_or(Step::Done));
                }
            }
        }
    }

    /// The next job to run, waiting for one; `None` once the pool closes.
    fn next_job(&self) -> Option<Job> {
        let mut queue = self.lock();
        loop {
            if queue.closed {
                return None;
            }
            if let Some(job) = queue.take() {
                return Some(job);
            }
            queue = self.ready.wait(queue).unwrap_or_else(|e| e.into_inner());
        }
    }

    /// A background job's step is over: back in its place if it has more
    /// and is still wanted, otherwise finished.
    fn stepped(&self, id: JobId, job: Background, step: Step) {
        let mut queue = self.lock();
        queue.busy.remove(&job.owner);
        let cancelled = queue.cancelled.remove(&id);
        let finished = if step == Step::More && !cancelled {
            queue.waiting.insert(id, job);
            None
        } else {
            queue.unfinished.remove(&id);
            queue.tell_turns();
            Some(job)
        };
        drop(queue);
        // Its owner is free, or it is back: work for any thread.
        self.ready.notify_all();
        drop(finished);
    }
}

impl Queue {
    fn new_id(&mut self) -> JobId {
        self.next_id += 1;
        self.next_id
    }

    /// The first urgent job, or else the first background job asked whose
    /// owner has no job stepping; its owner is busy until it has stepped.
    fn take(&mut self) -> Option<Job> {
        if let Some((_, job)) = self.urgent.pop_front() {
            return Some(Job::Urgent(job));
        }
        let id = self
            .waiting
            .iter()
            .find(|(_, job)| !self.busy.contains(&job.owner))
            .map(|(&id, _)| id)?;
        let mut job = self.waiting.remove(&id)?;
        self.busy.insert(job.owner);
        tell(&mut job, Turn::Started);
        Some(Job::Step(id, job))
    }

    /// Tells each job not yet started how many are ahead of it now.
    fn tell_turns(&mut self) {
        for (ahead, id) in self.unfinished.iter().enumerate() {
            if let Some(job) = self.waiting.get_mut(id)
                && job.last != Turn::Started
            {
                tell(job, Turn::Waiting { ahead });
            }
        }
    }
}

/// Tells `job` its turn, unless it was told that already.
fn tell(job: &mut Background, turn: Turn) {
    if job.last != turn {
        job.last = turn;
        (job.told)(turn);
    }
}

#[cfg(test)]
mod tests;
