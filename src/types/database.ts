/**
 * Supabase database types in the shape `supabase gen types typescript` produces.
 * Placeholder: the database issue replaces this file with the real schema's types.
 */
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Tells supabase-js which PostgREST version the types were generated for.
  __InternalSupabase: {
    PostgrestVersion: '12'
  }
  public: {
    Tables: {
      [_ in never]: never
    }
    Views: {
      [_ in never]: never
    }
    Functions: {
      [_ in never]: never
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}
