/* iperf's src/cjson.c: a macro giving the return type, a const
 * pointer parameter of a type the file does not define */
#define CJSON_PUBLIC(type) type

CJSON_PUBLIC(cJSON *) cJSON_Detach(cJSON * const parent, cJSON * const item)
{
	if (parent == NULL || item == NULL)
		return NULL;
	unlink_item(parent, item);
	return item;
}
