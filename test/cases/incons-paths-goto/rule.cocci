@@
identifier lock;
@@
spin_lock(&lock);
...
- spin_unlock(&lock);
+ spin_unlock_bh(&lock);
