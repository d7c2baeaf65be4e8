// Code added before or after kept statement dots goes before or after
// what they cover, on lines of its own, not next to the block's braces.
@@
identifier f;
@@
  f(...) {
+   enter();
    ... when != enter();
+   leave();
  }
