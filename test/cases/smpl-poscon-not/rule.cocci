// 'position p != r.p': the second rule skips the places the first recorded
@unsafe@
expression E, F;
constant C;
position p;
@@
(
 F == !(E & C)@p
|
 !!(E & C)@p
)

@notand_plant@
expression E;
constant C;
position p != unsafe.p;
@@
- !(E & C)@p
+ !E & C
