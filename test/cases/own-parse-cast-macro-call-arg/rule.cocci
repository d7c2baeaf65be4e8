@@
expression F;
@@
- strcmp(..., F) == 0
+ matches(F)

@@
expression F;
@@
- show(..., F);
+ show_n(F);
