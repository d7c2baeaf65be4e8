@@
statement S1, S2;
expression E;
@@
 if (E) S1
- else S2
