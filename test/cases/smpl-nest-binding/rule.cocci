// A metavariable bound inside a nest and used outside it (in added
// code) takes the nest's binding.
@@
identifier f;
expression x;
@@
f(...) {
<+...
get(x);
...+>
- finish();
+ put(x);
}
