-- A class's file as the first schema wrote it: two lessons, the second
-- left unfinished by a server that was killed.
PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE lessons (
    id INTEGER PRIMARY KEY,
    started INTEGER NOT NULL,   -- Unix time, milliseconds
    ended INTEGER,              -- likewise; NULL while the lesson runs
    join_code TEXT,
    teacher_code TEXT
);
INSERT INTO lessons VALUES(1,1796547600000,1796551200000,'ab3kq7xy','t3achr99');
INSERT INTO lessons VALUES(2,1797152400000,NULL,'jn7kq2xa','t3achr99');
CREATE TABLE events (
    lesson INTEGER NOT NULL REFERENCES lessons(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,       -- from 1, in the order the room saw them
    at INTEGER NOT NULL,        -- Unix time, milliseconds
    kind TEXT NOT NULL,
    body TEXT NOT NULL,         -- JSON
    PRIMARY KEY (lesson, seq)
) WITHOUT ROWID;
INSERT INTO events VALUES(1,1,1796547700000,'marked','{"kind":"marked","name":"ama"}');
INSERT INTO events VALUES(2,1,1797152500000,'marked','{"kind":"marked","name":"kofi"}');
INSERT INTO events VALUES(2,2,1797152600000,'marked','{"kind":"marked","name":"esi"}');
COMMIT;
PRAGMA user_version = 1;
