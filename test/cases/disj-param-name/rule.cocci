// a disjunction standing for a parameter's name: the parameter spans the
// whole disjunction (the prefilter wants one of the names, not both)
@@
identifier f;
@@

 f(int \(len\|size\), char *buf) {
-	return 0;
+	return -1;
 }
