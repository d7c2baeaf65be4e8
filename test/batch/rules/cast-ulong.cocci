// A cast: qualifiers around the type are allowed.
@cast_ulong@
expression E;
@@
- (unsigned long)E
+ (ulong)E
