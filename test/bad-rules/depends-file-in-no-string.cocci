@depends on file in x@
@@
- f();
