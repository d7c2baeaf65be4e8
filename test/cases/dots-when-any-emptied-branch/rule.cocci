@@
@@
 x();
 ... when any
- y();
