@@
expression E;
@@
mutex_lock(E);
...
- mutex_unlock(E);
