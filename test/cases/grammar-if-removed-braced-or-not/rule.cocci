// - if (E) S removes the whole if, its branch braced or not
@@
expression E;
statement S;
@@
- if (E) S
