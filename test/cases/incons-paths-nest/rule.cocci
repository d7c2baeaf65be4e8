@@
expression E;
@@
mutex_lock(E);
<...
- barrier();
...>
mutex_unlock(E);
