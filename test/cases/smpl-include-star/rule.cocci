// '*' on an #include line reports each line of the file including a
// file under asm/ (spatch's context mode marks the same lines)
@@
@@

* #include <asm/...>
