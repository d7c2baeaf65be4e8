virtual
@@
@@
- f();
