// case groups after declarations at the top of a switch body: the
// declarations match one by one, then each group takes a case of its own
@@
statement S;
identifier x, y;
@@

switch (...) {
int x;
case 2:
-	x = y;
case 4: S
}
