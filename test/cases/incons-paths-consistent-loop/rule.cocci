@exists@
@@
start();
...
- poll();
