// The seed rule backwards: matches (and rewrites) many sites in a real tree.
@notand_reverse@
expression E;
constant C;
@@
- !(E & C)
+ !E & C
