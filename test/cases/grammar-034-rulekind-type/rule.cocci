// rulekind type: the rule's pattern is a type; every use of u8 as a type changes
@r type@
typedef u8, uint8_t;
@@
- u8
+ uint8_t
