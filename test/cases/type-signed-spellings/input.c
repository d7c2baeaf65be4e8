void f(void) {
	signed v0;
	unsigned v1;
	signed int v2;
	unsigned int v3;
	int v4;
	short v5;
	short int v6;
	long v7;
	long int v8;
	long long v9;
	long long int v10;
	signed short v11;
	signed long v12;
	char v13;
	signed char v14;
}
