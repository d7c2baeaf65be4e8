// spatch --keep-comments keeps a comment that lies inside removed code
// (here inside a removed if's block); cfix accepts the option but
// removes the comment with the statement, as spatch does without it.
@@
expression E;
statement S;
@@
- if (E) S
