// misc/of_table's patch rule (linux-source-6.1, its depends on
// dropped): added code that opens a '{' the next added tokens close,
// after a removed '}', and a '+' line after a '...,' element.
// Expected: spatch 1.1.1's output, which indents the added element as
// the line before and prints '{ }' as '{}'
@@
identifier var, arr;
expression E;
@@
(
struct \(of_device_id \| i2c_device_id \| platform_device_id\) arr[] = {
	...,
	{
	.var = E,
-	}
+	},
+	{ }
};
|
struct \(of_device_id \| i2c_device_id \| platform_device_id\) arr[] = {
	...,
	{ ..., E, ... },
+	{ },
};
)
