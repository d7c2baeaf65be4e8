@@
position p;
@@
- f();
+ g@p();
