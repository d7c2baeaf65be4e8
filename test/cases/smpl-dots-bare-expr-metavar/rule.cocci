@@
identifier c;
@@
f(int c) {
...
* c
...
}
