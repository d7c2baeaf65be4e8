// A declaration removed at a block's start takes the blank line after
// it along, as spatch 1.1.1 prints it (misc/returnvar's patch: `int ret
// = 0;` removed, `return ret;` made `return 0;`).  One replaced by
// other code keeps its neighbours' blank lines (g).
@@
identifier ret;
constant C;
@@
- int ret = C;
  ... when != ret
      when strict
- return ret;
+ return C;

@@
@@
- long unused;
+ long used = 1;
