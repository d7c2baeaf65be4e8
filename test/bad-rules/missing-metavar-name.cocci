@@
expression ;
@@
- f();
