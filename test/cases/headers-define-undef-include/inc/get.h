s32 get_id(void);
