// depends on with a scope: forall (every environment) and exists
@r@
expression E;
@@
  use(E);

@s depends on forall r@
@@
- done();
+ finished();

@t depends on exists r@
@@
- start();
+ started();
