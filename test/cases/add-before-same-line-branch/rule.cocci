// Code added before a branch on its `if`'s line goes inside the braces
// added around the branch, not before them.  (The first rule keeps a
// second run from adding again.)
@done@
@@
foo();

@r depends on !done@
statement S;
@@
+ foo();
  S
