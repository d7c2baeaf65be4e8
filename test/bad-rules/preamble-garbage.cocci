this is not smpl
@@
@@
- f();
