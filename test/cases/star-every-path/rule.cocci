// A FILE opened and lost: each return the open reaches on some path is a
// starred place of its own, and the open is one finding however many
// paths start there (spatch 1.1.1 marks lines 7, 10, 12, 17 and 20).
@@
typedef FILE;
local idexpression FILE *f;
@@
* f = fopen(...)
  ... when != fclose(f)
* return ...;
