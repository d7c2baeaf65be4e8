@@
identifier c;
@@
f(int c) {
...
- g(c);
...
}
