// `{ ... foo(); }`: foo() must be the last statement control reaches
// before the block's end, not a loop's body, after which control goes back
// to the loop's head (spatch 1.1.1 stars line 5 only)
@@
expression C;
@@
if (C) {
  ...
* foo();
}
